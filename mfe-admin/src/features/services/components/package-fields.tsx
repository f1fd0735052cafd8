import Card from 'react-bootstrap/Card';
import { useIntl } from 'react-intl';
import { MoneyField, TextField } from '@/shared/components/text-field';
import type { PackageDraft, ServiceErrors } from '../lib/service-validation';
import { formMessages } from './service-messages';

interface PackageFieldsProps {
  index: number;
  pkg: PackageDraft;
  errors: ServiceErrors;
  onChange: (field: Exclude<keyof PackageDraft, 'name'>, value: string) => void;
}

/** One of the three packages: a fieldset named after it, so its five inputs read as a group. */
export function PackageFields({ index, pkg, errors, onChange }: PackageFieldsProps) {
  const t = useIntl().formatMessage;
  const id = (field: string) => `package-${pkg.name}-${field}`;
  const error = (field: string) => errors[`packages.${index}.${field}`];
  return (
    <Card className="h-100">
      <Card.Body as="fieldset" aria-labelledby={id('legend')}>
        <legend id={id('legend')} className="h6 mb-3">
          {t(formMessages.packageLegend, { name: pkg.name })}
        </legend>
        <TextField
          id={id('desc')}
          label={t(formMessages.description)}
          rows={3}
          maxLength={2000}
          value={pkg.desc}
          onChange={(value) => onChange('desc', value)}
          error={error('desc')}
        />
        <TextField
          id={id('delivery')}
          label={t(formMessages.deliveryTime)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          suffix={t(formMessages.days)}
          value={pkg.deliveryTime}
          onChange={(value) => onChange('deliveryTime', value)}
          error={error('deliveryTime')}
        />
        <TextField
          id={id('revisions')}
          label={t(formMessages.revisionNumber)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={pkg.revisionNumber}
          onChange={(value) => onChange('revisionNumber', value)}
          error={error('revisionNumber')}
        />
        <MoneyField
          id={id('regular')}
          label={t(formMessages.regularPrice)}
          min={1}
          value={pkg.regularPrice}
          onChange={(value) => onChange('regularPrice', value)}
          error={error('regularPrice')}
        />
        <MoneyField
          id={id('sale')}
          label={t(formMessages.salePrice)}
          min={0}
          value={pkg.salePrice}
          onChange={(value) => onChange('salePrice', value)}
          error={error('salePrice')}
          className="mb-0"
        />
      </Card.Body>
    </Card>
  );
}

import Card from 'react-bootstrap/Card';
import { TextField } from '@/shared/components/text-field';
import type { PackageDraft, ServiceErrors } from '../lib/service-validation';

const TITLES: Record<PackageDraft['name'], string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};

interface PackageFieldsProps {
  index: number;
  pkg: PackageDraft;
  errors: ServiceErrors;
  onChange: (field: Exclude<keyof PackageDraft, 'name'>, value: string) => void;
}

/** One of the three packages: a fieldset named after it, so its five inputs read as a group. */
export function PackageFields({ index, pkg, errors, onChange }: PackageFieldsProps) {
  const id = (field: string) => `package-${pkg.name}-${field}`;
  const error = (field: string) => errors[`packages.${index}.${field}`];
  return (
    <Card className="h-100">
      <Card.Body as="fieldset" aria-labelledby={id('legend')}>
        <legend id={id('legend')} className="h6 mb-3">
          {TITLES[pkg.name]} package
        </legend>
        <TextField
          id={id('desc')}
          label="Description"
          rows={3}
          maxLength={2000}
          value={pkg.desc}
          onChange={(value) => onChange('desc', value)}
          error={error('desc')}
        />
        <TextField
          id={id('delivery')}
          label="Delivery Time"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          suffix="days"
          value={pkg.deliveryTime}
          onChange={(value) => onChange('deliveryTime', value)}
          error={error('deliveryTime')}
        />
        <TextField
          id={id('revisions')}
          label="Revision Number"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={pkg.revisionNumber}
          onChange={(value) => onChange('revisionNumber', value)}
          error={error('revisionNumber')}
        />
        <TextField
          id={id('regular')}
          label="Regular Price"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          prefix="$"
          value={pkg.regularPrice}
          onChange={(value) => onChange('regularPrice', value)}
          error={error('regularPrice')}
        />
        <TextField
          id={id('sale')}
          label="Sale Price"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          prefix="$"
          value={pkg.salePrice}
          onChange={(value) => onChange('salePrice', value)}
          error={error('salePrice')}
          className="mb-0"
        />
      </Card.Body>
    </Card>
  );
}

import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { MAX_REQUIREMENT_QUESTION, type PackageName, type TranslatedLocale } from '@market/contracts';
import type { ServiceDraft, ServiceErrors } from '../lib/service-validation';
import type { ServiceTranslationDraft, TranslationTextKey } from '../lib/translation-drafts';
import { formMessages, translationMessages } from './service-messages';
import { languageTabMessages } from '@/shared/components/language-tabs';

interface FieldProps {
  id: string;
  label: string;
  /** The English text, shown while this language has none (it is what the shop shows then). */
  english: string;
  value: string;
  locale: TranslatedLocale;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  error?: string;
}

/** One optional translated text: the English one as its placeholder, written in the tab's language. */
function TranslatedField({
  id,
  label,
  english,
  value,
  locale,
  onChange,
  maxLength,
  rows,
  error,
}: FieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        value={value}
        placeholder={english}
        lang={locale}
        dir={locale === 'ar' ? 'rtl' : undefined}
        maxLength={maxLength}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

interface Props {
  locale: TranslatedLocale;
  english: ServiceDraft;
  translation: ServiceTranslationDraft;
  /** The server's refusals, keyed `translations.de.title` and the like. */
  errors: ServiceErrors;
  onChange: (translation: ServiceTranslationDraft) => void;
}

/** The texts of one other language: the English form's translatable fields, each optional. */
export function TranslationFields({ locale, english, translation, errors, onChange }: Props) {
  const t = useIntl().formatMessage;
  const id = (field: string) => `service-${locale}-${field}`;
  const error = (path: string) => errors[`translations.${locale}.${path}`];
  const text = (key: TranslationTextKey) => ({
    value: translation[key],
    english: english[key],
    locale,
    error: error(key),
    onChange: (value: string) => onChange({ ...translation, [key]: value }),
  });
  const setAt = (list: string[], index: number, value: string) =>
    Array.from({ length: Math.max(list.length, index + 1) }, (_, n) =>
      n === index ? value : (list[n] ?? ''),
    );
  const setPackage = (name: PackageName, value: string) =>
    onChange({ ...translation, packages: { ...translation.packages, [name]: value } });
  const features = english.features.flatMap((feature, index) => (feature.trim() ? [{ feature, index }] : []));

  return (
    <>
      <p className="small text-body-secondary">{t(languageTabMessages.intro)}</p>
      <TranslatedField id={id('title')} label={t(formMessages.title)} maxLength={150} {...text('title')} />
      <TranslatedField
        id={id('desc')}
        label={t(formMessages.description)}
        rows={5}
        maxLength={10000}
        {...text('desc')}
      />
      <Row className="g-3">
        <Col md={6}>
          <TranslatedField
            id={id('short-title')}
            label={t(formMessages.shortTitle)}
            maxLength={100}
            {...text('shortTitle')}
          />
        </Col>
        <Col md={6}>
          <TranslatedField
            id={id('short-desc')}
            label={t(formMessages.shortDesc)}
            maxLength={300}
            {...text('shortDesc')}
          />
        </Col>
      </Row>
      {features.length > 0 && (
        <fieldset className="mb-3">
          <legend className="h5 mt-2">{t(formMessages.features)}</legend>
          <Row className="g-2">
            {features.map(({ feature, index }) => (
              <Col md={6} key={index}>
                <TranslatedField
                  id={id(`feature-${index + 1}`)}
                  label={t(formMessages.feature, { n: index + 1 })}
                  maxLength={200}
                  english={feature}
                  value={translation.features[index] ?? ''}
                  locale={locale}
                  error={error(`features.${index}`)}
                  onChange={(value) =>
                    onChange({ ...translation, features: setAt(translation.features, index, value) })
                  }
                />
              </Col>
            ))}
          </Row>
        </fieldset>
      )}
      {english.requirements.length > 0 && (
        <fieldset className="mb-3">
          <legend className="h5 mt-2">{t(formMessages.requirements)}</legend>
          {english.requirements.map((q, index) => (
            <TranslatedField
              key={index}
              id={id(`requirement-${index + 1}`)}
              label={t(formMessages.question, { n: index + 1 })}
              maxLength={MAX_REQUIREMENT_QUESTION}
              english={q.question}
              value={translation.requirements[index] ?? ''}
              locale={locale}
              error={error(`requirements.${index}`)}
              onChange={(value) =>
                onChange({ ...translation, requirements: setAt(translation.requirements, index, value) })
              }
            />
          ))}
        </fieldset>
      )}
      <h2 className="h5 mt-2 mb-3">{t(formMessages.packages)}</h2>
      <Row className="g-3 mb-3">
        {english.packages.map((pkg) => (
          <Col lg={4} key={pkg.name}>
            <Card className="h-100">
              <Card.Body>
                <TranslatedField
                  id={id(`package-${pkg.name}`)}
                  label={t(translationMessages.packageDesc, { name: pkg.name })}
                  rows={3}
                  maxLength={2000}
                  english={pkg.desc}
                  value={translation.packages[pkg.name]}
                  locale={locale}
                  error={error(`packages.${pkg.name}`)}
                  onChange={(value) => setPackage(pkg.name, value)}
                />
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import {
  IMAGE_OR_VIDEO_RULE,
  isCategory,
  isTranslatedLocale,
  SUBCATEGORY_SLUGS,
  TRANSLATED_LOCALES,
  type ServiceBody,
  type ServiceTranslationsBody,
  type TranslatedLocale,
} from '@market/contracts';
import { useSubcategoryName } from '@market/ui';
import { CategoryOptions } from '@/shared/components/category-options';
import { TextField } from '@/shared/components/text-field';
import { UploadField } from '@/shared/components/upload-field';
import {
  serverServiceErrors,
  validateService,
  withCategory,
  type PackageDraft,
  type ServiceDraft,
} from '../lib/service-validation';
import { useCheckedForm } from '@/shared/lib/use-checked-form';
import {
  missingFields,
  storedLocales,
  translationDrafts,
  translationsBody,
  withoutRequirement,
  type ServiceTranslationDrafts,
} from '../lib/translation-drafts';
import { ExtraFields } from './extra-fields';
import { LanguageTabs, type TabKey } from '@/shared/components/language-tabs';
import { PackageFields } from './package-fields';
import { RequirementFields } from './requirement-fields';
import { formMessages } from './service-messages';
import { TranslationFields } from './translation-fields';

interface ServiceFormProps {
  initial: ServiceDraft;
  submitLabel: string;
  /** The alert text when the server refuses without a message of its own. */
  failureText: string;
  /** The stored texts in the other languages (an edit); none on an add. */
  initialTranslations?: ServiceTranslationsBody;
  /** Saves the service; a rejection keeps everything typed and shows why. */
  onSubmit: (input: ServiceBody) => Promise<void>;
}

type TextKey = 'title' | 'desc' | 'shortTitle' | 'shortDesc';

/**
 * The add and edit service form: the same fields and the same rules, in English (the fallback), with
 * a tab per other language for the texts the shop shows in it.
 */
export function ServiceForm(props: ServiceFormProps) {
  return <ServiceFormFields {...props} />;
}

function ServiceFormFields({
  initial,
  submitLabel,
  failureText,
  initialTranslations,
  onSubmit,
}: ServiceFormProps) {
  const t = useIntl().formatMessage;
  const subcategoryName = useSubcategoryName();
  const [draft, setDraft] = useState<ServiceDraft>(initial);
  const [translations, setTranslations] = useState<ServiceTranslationDrafts>(() =>
    translationDrafts(initialTranslations),
  );
  const [stored] = useState(() => storedLocales(initialTranslations));
  const [tab, setTab] = useState<TabKey>('en');
  const [uploads, setUploads] = useState(0);
  const [checked, setChecked] = useState(0);
  const { errors, clear, formError, sending, submit } = useCheckedForm({
    check: () => validateService(draft, t),
    send: (value) => {
      const translated = translationsBody(draft, translations, stored);
      return onSubmit(translated ? { ...value, translations: translated } : value);
    },
    serverErrors: serverServiceErrors,
    failureText,
    onInvalid: () => {
      setTab('en');
      setChecked((n) => n + 1);
    },
    // The tab of the first field refused, then that field.
    onRefused: (refused) => {
      const where = Object.keys(refused)[0]?.match(/^translations\.(\w+)\./)?.[1];
      setTab(isTranslatedLocale(where) ? where : 'en');
      setChecked((n) => n + 1);
    },
  });
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, take the person to the first field that needs attention.
  useEffect(() => {
    if (checked > 0) formRef.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [checked]);

  const missing = useMemo(
    () =>
      Object.fromEntries(
        TRANSLATED_LOCALES.map((locale) => [locale, missingFields(draft, translations[locale])]),
      ) as Record<TranslatedLocale, number>,
    [draft, translations],
  );

  function setText(key: TextKey, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    clear(key);
  }

  function setPackage(index: number, field: Exclude<keyof PackageDraft, 'name'>, value: string) {
    setDraft((current) => ({
      ...current,
      packages: current.packages.map((pkg, i) => (i === index ? { ...pkg, [field]: value } : pkg)),
    }));
    clear(`packages.${index}.${field}`, ...(field === 'regularPrice' ? [`packages.${index}.salePrice`] : []));
  }

  const busy = (delta: number) => setUploads((count) => count + delta);

  const subcategories = isCategory(draft.category) ? SUBCATEGORY_SLUGS[draft.category] : [];
  const english = (
    <>
      <h2 className="h5 mt-2 mb-3">{t(formMessages.heading)}</h2>
      <TextField
        id="service-title"
        label={t(formMessages.title)}
        maxLength={150}
        value={draft.title}
        onChange={(value) => setText('title', value)}
        error={errors.title}
      />
      <Row className="g-3 mb-3">
        <Col md={6}>
          <Form.Group controlId="service-category">
            <Form.Label>{t(formMessages.category)}</Form.Label>
            <Form.Select
              value={draft.category}
              onChange={(event) => {
                setDraft((current) => withCategory(current, event.target.value));
                clear('category', 'subCategory');
              }}
              isInvalid={Boolean(errors.category)}
            >
              <CategoryOptions emptyLabel={t(formMessages.selectCategory)} />
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.category}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId="service-subcategory">
            <Form.Label>{t(formMessages.subcategory)}</Form.Label>
            <Form.Select
              value={draft.subCategory}
              onChange={(event) => {
                setDraft((current) => ({ ...current, subCategory: event.target.value }));
                clear('subCategory');
              }}
              isInvalid={Boolean(errors.subCategory)}
              disabled={subcategories.length === 0}
            >
              <option value="">
                {subcategories.length ? t(formMessages.selectSubcategory) : t(formMessages.categoryFirst)}
              </option>
              {subcategories.map((slug) => (
                <option key={slug} value={slug}>
                  {subcategoryName(slug)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.subCategory}</Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>
      <UploadField
        id="service-cover"
        label={t(formMessages.cover)}
        rule={IMAGE_OR_VIDEO_RULE}
        help={t(formMessages.coverHelp)}
        urls={draft.coverImage ? [draft.coverImage] : []}
        onChange={(urls) => {
          setDraft((current) => ({ ...current, coverImage: urls[0] ?? '' }));
          clear('coverImage');
        }}
        error={errors.coverImage}
        onBusyChange={(on) => busy(on ? 1 : -1)}
      />
      <UploadField
        id="service-other-images"
        label={t(formMessages.otherImages)}
        multiple
        max={10}
        help={t(formMessages.otherImagesHelp)}
        urls={draft.otherImages}
        onChange={(urls) => setDraft((current) => ({ ...current, otherImages: urls }))}
        error={errors.otherImages}
        onBusyChange={(on) => busy(on ? 1 : -1)}
      />
      <TextField
        id="service-desc"
        label={t(formMessages.description)}
        rows={5}
        maxLength={10000}
        value={draft.desc}
        onChange={(value) => setText('desc', value)}
        error={errors.desc}
      />
      <Row className="g-3">
        <Col md={6}>
          <TextField
            id="service-short-title"
            label={t(formMessages.shortTitle)}
            maxLength={100}
            value={draft.shortTitle}
            onChange={(value) => setText('shortTitle', value)}
            error={errors.shortTitle}
          />
        </Col>
        <Col md={6}>
          <TextField
            id="service-short-desc"
            label={t(formMessages.shortDesc)}
            maxLength={300}
            value={draft.shortDesc}
            onChange={(value) => setText('shortDesc', value)}
            error={errors.shortDesc}
          />
        </Col>
      </Row>
      <fieldset className="mb-3" aria-describedby="service-features-help">
        <legend className="h5 mt-2">{t(formMessages.features)}</legend>
        <p id="service-features-help" className="small text-body-secondary mb-2">
          {t(formMessages.featuresHelp)}
        </p>
        <Row className="g-2">
          {draft.features.map((feature, index) => (
            <Col md={6} key={index}>
              <TextField
                id={`service-feature-${index + 1}`}
                label={t(formMessages.feature, { n: index + 1 })}
                maxLength={200}
                className="mb-1"
                value={feature}
                onChange={(value) => {
                  setDraft((current) => ({
                    ...current,
                    features: current.features.map((kept, i) => (i === index ? value : kept)),
                  }));
                  clear(`features.${index}`);
                }}
                error={errors[`features.${index}`]}
              />
            </Col>
          ))}
        </Row>
      </fieldset>
      <RequirementFields
        requirements={draft.requirements}
        errors={errors}
        onChange={(requirements) => setDraft((current) => ({ ...current, requirements }))}
        onRemove={(index) => setTranslations((current) => withoutRequirement(current, index))}
      />
      <h2 className="h5 mt-4 mb-3">{t(formMessages.packages)}</h2>
      <Row className="g-3 mb-4">
        {draft.packages.map((pkg, index) => (
          <Col lg={4} key={pkg.name}>
            <PackageFields
              index={index}
              pkg={pkg}
              errors={errors}
              onChange={(field, value) => setPackage(index, field, value)}
            />
          </Col>
        ))}
      </Row>
      {errors.packages && (
        <Alert variant="danger" className="py-2">
          {errors.packages}
        </Alert>
      )}
      <ExtraFields
        extras={draft.extras}
        extraRevisionPrice={draft.extraRevisionPrice}
        errors={errors}
        onChange={(extras) => setDraft((current) => ({ ...current, extras }))}
        onRevisionPriceChange={(extraRevisionPrice) => {
          setDraft((current) => ({ ...current, extraRevisionPrice }));
          clear('extraRevisionPrice');
        }}
      />
    </>
  );

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={submitLabel}>
      {Object.keys(errors).length > 0 && !formError && (
        <Alert variant="danger" className="py-2">
          {t(formMessages.fixFields)}
        </Alert>
      )}
      {formError && (
        <Alert variant="danger" className="py-2">
          {formError}
        </Alert>
      )}
      <LanguageTabs
        id="service-languages"
        active={tab}
        onSelect={setTab}
        missing={missing}
        english={english}
        translation={(locale) => (
          <TranslationFields
            locale={locale}
            english={draft}
            translation={translations[locale]}
            errors={errors}
            onChange={(next) => setTranslations((current) => ({ ...current, [locale]: next }))}
          />
        )}
      />
      <Button type="submit" size="lg" disabled={sending || uploads > 0}>
        {sending ? t(formMessages.saving) : submitLabel}
      </Button>
      {uploads > 0 && <span className="ms-3 small text-body-secondary">{t(formMessages.waitUpload)}</span>}
    </Form>
  );
}

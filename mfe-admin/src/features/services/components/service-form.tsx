import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { messageOf } from '@market/api-client';
import {
  IMAGE_OR_VIDEO_RULE,
  isCategory,
  SUBCATEGORY_SLUGS,
  subcategoryName,
  type ServiceBody,
} from '@market/contracts';
import { CategoryOptions } from '@/shared/components/category-options';
import { TextField } from '@/shared/components/text-field';
import { UploadField } from '@/shared/components/upload-field';
import {
  serverServiceErrors,
  validateService,
  withCategory,
  type PackageDraft,
  type ServiceDraft,
  type ServiceErrors,
} from '../lib/service-validation';
import { PackageFields } from './package-fields';
import { RequirementFields } from './requirement-fields';

interface ServiceFormProps {
  initial: ServiceDraft;
  submitLabel: string;
  /** The alert text when the server refuses without a message of its own. */
  failureText: string;
  /** Saves the service; a rejection keeps everything typed and shows why. */
  onSubmit: (input: ServiceBody) => Promise<void>;
}

type TextKey = 'title' | 'desc' | 'shortTitle' | 'shortDesc';

/** The add and edit service form: the same fields and the same rules. */
export function ServiceForm({ initial, submitLabel, failureText, onSubmit }: ServiceFormProps) {
  const [draft, setDraft] = useState<ServiceDraft>(initial);
  const [errors, setErrors] = useState<ServiceErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [checked, setChecked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, take the person to the first field that needs attention.
  useEffect(() => {
    if (checked > 0) formRef.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [checked]);

  function clear(...keys: string[]) {
    setErrors((current) => {
      if (!keys.some((key) => current[key])) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateService(draft);
    setErrors(result.errors);
    setFormError(null);
    if (!result.value) {
      setChecked((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      await onSubmit(result.value);
    } catch (error) {
      setErrors(serverServiceErrors(error));
      setFormError(messageOf(error, failureText));
      setChecked((n) => n + 1);
    } finally {
      setSending(false);
    }
  }

  const subcategories = isCategory(draft.category) ? SUBCATEGORY_SLUGS[draft.category] : [];
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label={submitLabel}>
      {Object.keys(errors).length > 0 && !formError && (
        <Alert variant="danger" className="py-2">
          Please correct the fields marked below.
        </Alert>
      )}
      {formError && (
        <Alert variant="danger" className="py-2">
          {formError}
        </Alert>
      )}
      <h2 className="h5 mt-2 mb-3">Service</h2>
      <TextField
        id="service-title"
        label="Service Title"
        maxLength={150}
        value={draft.title}
        onChange={(value) => setText('title', value)}
        error={errors.title}
      />
      <Row className="g-3 mb-3">
        <Col md={6}>
          <Form.Group controlId="service-category">
            <Form.Label>Category</Form.Label>
            <Form.Select
              value={draft.category}
              onChange={(event) => {
                setDraft((current) => withCategory(current, event.target.value));
                clear('category', 'subCategory');
              }}
              isInvalid={Boolean(errors.category)}
            >
              <CategoryOptions emptyLabel="Select a category" />
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.category}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId="service-subcategory">
            <Form.Label>Subcategory</Form.Label>
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
                {subcategories.length ? 'Select a subcategory' : 'Choose a category first'}
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
        label="Cover image"
        rule={IMAGE_OR_VIDEO_RULE}
        help="An image (JPEG, PNG, WebP, GIF, up to 5 MB) or a video (MP4, WebM, up to 50 MB)."
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
        label="Other images (optional)"
        multiple
        max={10}
        help="Up to 10 images."
        urls={draft.otherImages}
        onChange={(urls) => setDraft((current) => ({ ...current, otherImages: urls }))}
        error={errors.otherImages}
        onBusyChange={(on) => busy(on ? 1 : -1)}
      />
      <TextField
        id="service-desc"
        label="Description"
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
            label="Short Title"
            maxLength={100}
            value={draft.shortTitle}
            onChange={(value) => setText('shortTitle', value)}
            error={errors.shortTitle}
          />
        </Col>
        <Col md={6}>
          <TextField
            id="service-short-desc"
            label="Short Description"
            maxLength={300}
            value={draft.shortDesc}
            onChange={(value) => setText('shortDesc', value)}
            error={errors.shortDesc}
          />
        </Col>
      </Row>
      <fieldset className="mb-3" aria-describedby="service-features-help">
        <legend className="h5 mt-2">Features</legend>
        <p id="service-features-help" className="small text-body-secondary mb-2">
          Optional: up to four short selling points.
        </p>
        <Row className="g-2">
          {draft.features.map((feature, index) => (
            <Col md={6} key={index}>
              <TextField
                id={`service-feature-${index + 1}`}
                label={`Feature ${index + 1}`}
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
      />
      <h2 className="h5 mt-4 mb-3">Packages</h2>
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
      <Button type="submit" size="lg" disabled={sending || uploads > 0}>
        {sending ? 'Saving…' : submitLabel}
      </Button>
      {uploads > 0 && (
        <span className="ms-3 small text-body-secondary">Waiting for the upload to finish…</span>
      )}
    </Form>
  );
}

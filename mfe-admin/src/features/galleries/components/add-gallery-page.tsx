import { useState } from 'react';
import { useNavigate } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { CategoryOptions } from '@/shared/components/category-options';
import { TextField } from '@/shared/components/text-field';
import { UploadField } from '@/shared/components/upload-field';
import { createGallery, type GalleryInput } from '../api/galleries-api';
import { useCheckedForm } from '@/shared/lib/use-checked-form';
import { EMPTY_GALLERY, serverGalleryErrors, validateGallery } from '../lib/gallery-validation';

const messages = defineMessages({
  failed: {
    id: 'admin.galleries.add.failed',
    defaultMessage: 'Failed to create gallery item. Please try again.',
  },
  created: { id: 'admin.galleries.add.created', defaultMessage: 'Gallery item created successfully!' },
  title: { id: 'admin.galleries.add.title', defaultMessage: 'Add Gallery' },
  imageTitle: { id: 'admin.galleries.add.imageTitle', defaultMessage: 'Image title' },
  selectCategory: { id: 'admin.galleries.add.selectCategory', defaultMessage: 'Select a category' },
  image: { id: 'admin.galleries.add.image', defaultMessage: 'Image' },
  imageHelp: { id: 'admin.galleries.add.imageHelp', defaultMessage: 'JPEG, PNG, WebP or GIF, up to 5 MB.' },
  imageFailed: { id: 'admin.galleries.add.imageFailed', defaultMessage: 'Image upload failed' },
});

/** /admin/add-gallery: an image with its title and category, then back to the list. */
export function AddGalleryPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<GalleryInput>(EMPTY_GALLERY);
  const [uploading, setUploading] = useState(false);
  const failed = intl.formatMessage(messages.failed);
  const { errors, clear, formError, sending, submit } = useCheckedForm({
    check: () => validateGallery(draft, intl.formatMessage),
    send: async (value) => {
      await createGallery(value);
      toast.success(intl.formatMessage(messages.created));
      navigate('/admin/galleries');
    },
    serverErrors: serverGalleryErrors,
    failureText: failed,
    onRefused: () => toast.error(failed),
  });

  function change(key: keyof GalleryInput, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    clear(key);
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">
        <FormattedMessage {...messages.title} />
      </h1>
      <Form
        noValidate
        onSubmit={submit}
        aria-label={intl.formatMessage(messages.title)}
        className="col-lg-8 px-0"
      >
        {formError && (
          <Alert variant="danger" className="py-2">
            {formError}
          </Alert>
        )}
        <TextField
          id="gallery-title"
          label={intl.formatMessage(messages.imageTitle)}
          maxLength={200}
          value={draft.imageTitle}
          onChange={(value) => change('imageTitle', value)}
          error={errors.imageTitle}
        />
        <Form.Group className="mb-3" controlId="gallery-category">
          <Form.Label>
            <FormattedMessage id="admin.galleries.add.category" defaultMessage="Category" />
          </Form.Label>
          <Form.Select
            value={draft.category}
            onChange={(event) => change('category', event.target.value)}
            isInvalid={Boolean(errors.category)}
          >
            <CategoryOptions emptyLabel={intl.formatMessage(messages.selectCategory)} />
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.category}</Form.Control.Feedback>
        </Form.Group>
        <UploadField
          id="gallery-image"
          label={intl.formatMessage(messages.image)}
          help={intl.formatMessage(messages.imageHelp)}
          urls={draft.imageUrl ? [draft.imageUrl] : []}
          onChange={(urls) => change('imageUrl', urls[0] ?? '')}
          error={errors.imageUrl}
          onBusyChange={setUploading}
          failedText={intl.formatMessage(messages.imageFailed)}
        />
        <Button type="submit" disabled={sending || uploading}>
          {sending ? (
            <FormattedMessage id="admin.galleries.add.saving" defaultMessage="Saving…" />
          ) : (
            <FormattedMessage id="admin.galleries.add.submit" defaultMessage="Add Gallery Item" />
          )}
        </Button>
      </Form>
    </AdminScreen>
  );
}

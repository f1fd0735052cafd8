import { useState, type FormEvent } from 'react';
import { useNavigate } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { messageOf } from '@market/api-client';
import { toast } from '@market/ui';
import { AdminScreen } from '@/shared/components/admin-screen';
import { CategoryOptions } from '@/shared/components/category-options';
import { TextField } from '@/shared/components/text-field';
import { UploadField } from '@/shared/components/upload-field';
import { createGallery, type GalleryInput } from '../api/galleries-api';
import {
  EMPTY_GALLERY,
  serverGalleryErrors,
  validateGallery,
  type GalleryErrors,
} from '../lib/gallery-validation';

const FAILED = 'Failed to create gallery item. Please try again.';

/** /admin/add-gallery: an image with its title and category, then back to the list. */
export function AddGalleryPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<GalleryInput>(EMPTY_GALLERY);
  const [errors, setErrors] = useState<GalleryErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);

  function change(key: keyof GalleryInput, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateGallery(draft);
    setErrors(result.errors);
    setFormError(null);
    if (!result.value) return;
    setSending(true);
    try {
      await createGallery(result.value);
    } catch (error) {
      toast.error(FAILED);
      setErrors(serverGalleryErrors(error));
      setFormError(messageOf(error, FAILED));
      setSending(false);
      return;
    }
    toast.success('Gallery item created successfully!');
    navigate('/admin/galleries');
  }

  return (
    <AdminScreen>
      <h1 className="h2 mb-3">Add Gallery</h1>
      <Form noValidate onSubmit={submit} aria-label="Add Gallery" className="col-lg-8 px-0">
        {formError && (
          <Alert variant="danger" className="py-2">
            {formError}
          </Alert>
        )}
        <TextField
          id="gallery-title"
          label="Image title"
          maxLength={200}
          value={draft.imageTitle}
          onChange={(value) => change('imageTitle', value)}
          error={errors.imageTitle}
        />
        <Form.Group className="mb-3" controlId="gallery-category">
          <Form.Label>Category</Form.Label>
          <Form.Select
            value={draft.category}
            onChange={(event) => change('category', event.target.value)}
            isInvalid={Boolean(errors.category)}
          >
            <CategoryOptions emptyLabel="Select a category" />
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.category}</Form.Control.Feedback>
        </Form.Group>
        <UploadField
          id="gallery-image"
          label="Image"
          help="JPEG, PNG, WebP or GIF, up to 5 MB."
          urls={draft.imageUrl ? [draft.imageUrl] : []}
          onChange={(urls) => change('imageUrl', urls[0] ?? '')}
          error={errors.imageUrl}
          onBusyChange={setUploading}
          failedText="Image upload failed"
        />
        <Button type="submit" disabled={sending || uploading}>
          {sending ? 'Saving…' : 'Add Gallery Item'}
        </Button>
      </Form>
    </AdminScreen>
  );
}

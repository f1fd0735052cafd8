import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { messageOf } from '@market/api-client';
import { TextField } from '@/shared/components/text-field';
import { UploadField } from '@/shared/components/upload-field';
import type { BlogInput } from '../api/blogs-api';
import { serverBlogErrors, validateBlog, type BlogDraft, type BlogErrors } from '../lib/blog-validation';

interface BlogFormProps {
  initial: BlogDraft;
  submitLabel: string;
  failureText: string;
  /** Saves the blog; a rejection keeps everything typed and shows why. */
  onSubmit: (input: BlogInput) => Promise<void>;
}

/** The add and edit blog form: title, description and one or more images. */
export function BlogForm({ initial, submitLabel, failureText, onSubmit }: BlogFormProps) {
  const [draft, setDraft] = useState<BlogDraft>(initial);
  const [errors, setErrors] = useState<BlogErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);

  function change<K extends keyof BlogDraft>(key: K, value: BlogDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateBlog(draft);
    setErrors(result.errors);
    setFormError(null);
    if (!result.value) return;
    setSending(true);
    try {
      await onSubmit(result.value);
    } catch (error) {
      setErrors(serverBlogErrors(error));
      setFormError(messageOf(error, failureText));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={submitLabel}>
      {formError && (
        <Alert variant="danger" className="py-2">
          {formError}
        </Alert>
      )}
      <TextField
        id="blog-title"
        label="Blog Title"
        maxLength={200}
        value={draft.title}
        onChange={(value) => change('title', value)}
        error={errors.title}
      />
      <TextField
        id="blog-description"
        label="Description"
        rows={8}
        value={draft.description}
        onChange={(value) => change('description', value)}
        error={errors.description}
      />
      <UploadField
        id="blog-images"
        label="Images"
        multiple
        max={20}
        help="One or more images (JPEG, PNG, WebP, GIF, up to 5 MB each)."
        urls={draft.images}
        onChange={(urls) => change('images', urls)}
        error={errors.images}
        onBusyChange={setUploading}
      />
      <Button type="submit" disabled={sending || uploading}>
        {sending ? 'Saving…' : submitLabel}
      </Button>
    </Form>
  );
}

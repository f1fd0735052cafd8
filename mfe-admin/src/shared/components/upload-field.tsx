import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { defineMessages } from 'react-intl';
import { IMAGE_RULE, type FileRule } from '@market/contracts';
import { errorTextIn, useIntlOrDefault } from '@market/ui';
import { fileChoiceProblemIn } from '@market/ui/orders';
import { UPLOAD_FAILED as FAILED, uploadWithProgress } from '@/shared/lib/upload-with-progress';
import './upload-field.css';
import { untyped } from '@/shared/lib/untyped';

interface UploadFieldProps {
  id: string;
  label: string;
  /** The URLs uploaded so far (one at most unless `multiple`). */
  urls: string[];
  onChange: (urls: string[]) => void;
  multiple?: boolean;
  /** The most files kept when `multiple`. */
  max?: number;
  /** The kinds and size that fit, checked before a file is sent (the server checks again). */
  rule?: FileRule;
  help?: string;
  /** A validation message of the form, shown under the field. */
  error?: string;
  /** Told while files are being sent, so the form can hold its submit. */
  onBusyChange?: (busy: boolean) => void;
  /** The message when an upload fails without a reason from the server. */
  failedText?: string;
}

const messages = untyped(
  defineMessages({
    atMost: { id: 'admin.upload.atMost', defaultMessage: 'At most {max} files' },
    atMostKept: {
      id: 'admin.upload.atMostKept',
      defaultMessage: 'At most {max} files: the first {kept} were kept',
    },
    uploadingPercent: { id: 'admin.upload.uploadingPercent', defaultMessage: 'Uploading… {progress}%' },
    uploadingLabel: { id: 'admin.upload.uploadingLabel', defaultMessage: 'Uploading {label}' },
    numbered: { id: 'admin.upload.numbered', defaultMessage: '{label} {n}' },
    failed: { id: 'admin.upload.failed', defaultMessage: 'File upload failed' },
    remove: { id: 'admin.upload.remove', defaultMessage: 'Remove' },
    removeLabel: { id: 'admin.upload.removeLabel', defaultMessage: 'Remove {name}' },
  }),
);

/** Video uploads are stored as .mp4 or .webm; anything else is shown as an image. */
export const isVideoUrl = (url: string) => /\.(mp4|webm)$/i.test(url);

function Preview({ url, label }: { url: string; label: string }) {
  return isVideoUrl(url) ? (
    <video className="upload-field-thumb" src={url} muted playsInline aria-label={label} />
  ) : (
    <img className="upload-field-thumb" src={url} alt={label} />
  );
}

/**
 * A file input that uploads what is chosen at once through POST /api/uploads, shows a progress
 * bar, and keeps the resulting URLs with a preview and a Remove button for each. A failed upload
 * leaves the URLs already there untouched.
 */
export function UploadField({
  id,
  label,
  urls,
  onChange,
  multiple = false,
  max = 10,
  rule = IMAGE_RULE,
  help,
  error,
  onBusyChange,
  failedText,
}: UploadFieldProps) {
  const intl = useIntlOrDefault();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const latest = useRef(urls);
  latest.current = urls;

  useEffect(() => () => abort.current?.abort(), []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    const room = multiple ? Math.max(0, max - latest.current.length) : 1;
    const chosen = files.slice(0, room);
    if (chosen.length === 0) {
      setUploadError(intl.formatMessage(messages.atMost, { max }));
      return;
    }
    const problem = chosen.map((file) => fileChoiceProblemIn(intl, file, rule)).find(Boolean);
    if (problem) {
      setUploadError(problem);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    const total = chosen.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    setUploadError(
      files.length > chosen.length
        ? intl.formatMessage(messages.atMostKept, { max, kept: chosen.length })
        : null,
    );
    setProgress(0);
    onBusyChange?.(true);
    try {
      for (const file of chosen) {
        const url = await uploadWithProgress(
          file,
          (fraction) => setProgress(Math.round(((done + fraction * file.size) / total) * 100)),
          controller.signal,
        );
        done += file.size;
        onChange(multiple ? [...latest.current, url] : [url]);
        latest.current = multiple ? [...latest.current, url] : [url];
      }
    } catch (failure) {
      if (!controller.signal.aborted) {
        const reason = failure instanceof Error ? failure.message : '';
        setUploadError(
          reason && reason !== FAILED
            ? errorTextIn(intl, failure, reason)
            : (failedText ?? intl.formatMessage(messages.failed)),
        );
      }
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        onBusyChange?.(false);
      }
    }
  }

  const helpId = `${id}-help`;
  // Why the last upload failed explains a form error such as 'Image is required': it goes first.
  const message = uploadError ?? error ?? undefined;
  return (
    <Form.Group className="mb-3 upload-field" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="file"
        accept={rule.types.join(',')}
        multiple={multiple}
        onChange={choose}
        disabled={progress !== null}
        isInvalid={Boolean(message)}
        aria-describedby={help ? helpId : undefined}
      />
      {help && (
        <Form.Text id={helpId} muted>
          {help}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{message}</Form.Control.Feedback>
      {progress !== null && (
        <div className="mt-2">
          <div className="small mb-1" aria-live="polite">
            {intl.formatMessage(messages.uploadingPercent, { progress })}
          </div>
          {/* A child bar, so the name lands on the element with role="progressbar". */}
          <ProgressBar>
            <ProgressBar
              now={progress}
              label={intl.formatNumber(progress / 100, { style: 'percent' })}
              aria-label={intl.formatMessage(messages.uploadingLabel, { label })}
              animated
            />
          </ProgressBar>
        </div>
      )}
      {urls.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0">
          {urls.map((url, index) => {
            const name =
              urls.length > 1 ? intl.formatMessage(messages.numbered, { label, n: index + 1 }) : label;
            return (
              <li key={url} className="upload-field-item">
                <Preview url={url} label={name} />
                <Button
                  size="sm"
                  variant="outline-danger"
                  className="mt-1 w-100"
                  aria-label={intl.formatMessage(messages.removeLabel, { name })}
                  onClick={() => onChange(urls.filter((kept) => kept !== url))}
                >
                  {intl.formatMessage(messages.remove)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Form.Group>
  );
}

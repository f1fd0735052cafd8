import ProgressBar from 'react-bootstrap/ProgressBar';
import { defineMessages, type IntlShape } from 'react-intl';
import { uploadOrderFile } from '@market/api-client';
import type { OrderFileJson } from '@market/contracts';
import { useIntlOrDefault } from '../i18n/intl-or-default';
import { toast } from '../toast-store';
import { errorTextIn } from '../use-error-text';

const messages = defineMessages<{ failed: { name: string }; progress: { name: string } }>({
  failed: { id: 'ui.upload.failed', defaultMessage: 'Failed to upload {name}.' },
  progress: { id: 'ui.upload.progress', defaultMessage: 'Upload of {name}' },
});

/** One file sent to an order: in flight until `file` is set. */
export interface OrderUpload {
  key: number;
  name: string;
  progress: number;
  file?: OrderFileJson;
}

/** Files already on the order, shown as finished uploads. */
export function finishedUploads(files: OrderFileJson[], keys: { current: number }): OrderUpload[] {
  return files.map((file) => ({ key: keys.current++, name: file.name, progress: 1, file }));
}

/**
 * Sends the chosen files to the order one after another, each shown with its progress through
 * `update`; a failed file leaves the list with a toast (in `intl`'s language when the server has
 * no words of its own), the others go on.
 */
export async function uploadOrderFiles(
  intl: IntlShape,
  orderId: string,
  files: File[],
  keys: { current: number },
  update: (change: (list: OrderUpload[]) => OrderUpload[]) => void,
): Promise<void> {
  for (const file of files) {
    const key = keys.current++;
    const set = (change: Partial<OrderUpload>) =>
      update((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
    update((list) => [...list, { key, name: file.name, progress: 0 }]);
    try {
      const stored = await uploadOrderFile(orderId, file, (progress) => set({ progress }));
      set({ progress: 1, file: stored });
    } catch (error) {
      update((list) => list.filter((u) => u.key !== key));
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.failed, { name: file.name })));
    }
  }
}

/** The URLs of the finished uploads, as the order API takes them. */
export function uploadedUrls(uploads: OrderUpload[]): string[] {
  return uploads.flatMap((u) => (u.file ? [u.file.url] : []));
}

export function UploadProgressList({ uploads }: { uploads: OrderUpload[] }) {
  const intl = useIntlOrDefault();
  return uploads.map((u) => (
    <div key={u.key} className="small mt-2">
      {u.name}
      <ProgressBar
        now={Math.round(u.progress * 100)}
        label={`${Math.round(u.progress * 100)}%`}
        variant={u.file ? 'success' : undefined}
        aria-label={intl.formatMessage(messages.progress, { name: u.name })}
      />
    </div>
  ));
}

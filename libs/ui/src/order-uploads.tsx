import ProgressBar from 'react-bootstrap/ProgressBar';
import { messageOf, uploadOrderFile } from '@market/api-client';
import type { OrderFileJson } from '@market/contracts';
import { toast } from './toast-store';

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
 * `update`; a failed file leaves the list with a toast, the others go on.
 */
export async function uploadOrderFiles(
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
      toast.error(messageOf(error, `Failed to upload ${file.name}.`));
    }
  }
}

/** The URLs of the finished uploads, as the order API takes them. */
export function uploadedUrls(uploads: OrderUpload[]): string[] {
  return uploads.flatMap((u) => (u.file ? [u.file.url] : []));
}

export function UploadProgressList({ uploads }: { uploads: OrderUpload[] }) {
  return uploads.map((u) => (
    <div key={u.key} className="small mt-2">
      {u.name}
      <ProgressBar
        now={Math.round(u.progress * 100)}
        label={`${Math.round(u.progress * 100)}%`}
        variant={u.file ? 'success' : undefined}
        aria-label={`Upload of ${u.name}`}
      />
    </div>
  ));
}

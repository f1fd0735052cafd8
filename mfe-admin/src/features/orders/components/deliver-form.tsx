import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { messageOf } from '@market/api-client';
import type { OrderFileJson } from '@market/contracts';
import { toast } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';
import { deliverOrder, uploadOrderFile } from '../api/orders-api';

interface Upload {
  key: number;
  name: string;
  progress: number;
  file?: OrderFileJson;
}

/** The seller hands over the work: a message and several files (uploaded with progress). */
export function DeliverForm({
  order,
  onDelivered,
}: {
  order: AdminOrder;
  onDelivered: (order: AdminOrder) => void;
}) {
  const [message, setMessage] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);

  async function onFiles(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      const key = nextKey.current++;
      const set = (change: Partial<Upload>) =>
        setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
      setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
      try {
        const stored = await uploadOrderFile(order._id, file, (progress) => set({ progress }));
        set({ progress: 1, file: stored });
      } catch (error) {
        setUploads((list) => list.filter((u) => u.key !== key));
        toast.error(messageOf(error, `Failed to upload ${file.name}.`));
      }
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    setBusy(true);
    try {
      const updated = await deliverOrder(order._id, {
        message: message.trim(),
        files: uploads.flatMap((u) => (u.file ? [u.file.url] : [])),
      });
      setMessage('');
      setUploads([]);
      onDelivered(updated);
      toast.success('Delivered: the buyer has been told.');
    } catch (error) {
      toast.error(messageOf(error, 'Failed to deliver the order.'));
    } finally {
      setBusy(false);
    }
  }

  const uploading = uploads.some((u) => !u.file);
  return (
    <Form onSubmit={onSubmit} aria-label="Deliver">
      <Form.Group controlId="delivery-message" className="mb-3">
        <Form.Label>Message to the buyer</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          maxLength={5000}
          required
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Form.Group>
      <Form.Group controlId="delivery-files" className="mb-3">
        <Form.Label>Files</Form.Label>
        <Form.Control
          type="file"
          multiple
          onChange={(event) => void onFiles((event.target as HTMLInputElement).files)}
        />
        {uploads.map((u) => (
          <div key={u.key} className="small mt-2">
            {u.name}
            <ProgressBar
              now={Math.round(u.progress * 100)}
              label={`${Math.round(u.progress * 100)}%`}
              variant={u.file ? 'success' : undefined}
              aria-label={`Upload of ${u.name}`}
            />
          </div>
        ))}
      </Form.Group>
      <Button type="submit" disabled={busy || uploading || !message.trim()}>
        {busy ? 'Delivering…' : 'Deliver'}
      </Button>
    </Form>
  );
}

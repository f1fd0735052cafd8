import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { messageOf } from '@market/api-client';
import { toast, uploadedUrls, uploadOrderFiles, UploadProgressList, type OrderUpload } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';
import { deliverOrder } from '../api/orders-api';

/** The seller hands over the work: a message and several files (uploaded with progress). */
export function DeliverForm({
  order,
  onDelivered,
}: {
  order: AdminOrder;
  onDelivered: (order: AdminOrder) => void;
}) {
  const [message, setMessage] = useState('');
  const [uploads, setUploads] = useState<OrderUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);

  function onFiles(files: FileList | null) {
    return uploadOrderFiles(order._id, Array.from(files ?? []), nextKey, setUploads);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    setBusy(true);
    try {
      const updated = await deliverOrder(order._id, {
        message: message.trim(),
        files: uploadedUrls(uploads),
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
        <UploadProgressList uploads={uploads} />
      </Form.Group>
      <Button type="submit" disabled={busy || uploading || !message.trim()}>
        {busy ? 'Delivering…' : 'Deliver'}
      </Button>
    </Form>
  );
}

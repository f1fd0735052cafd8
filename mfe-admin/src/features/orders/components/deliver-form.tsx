import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorTextIn, toast } from '@market/ui';
import { uploadedUrls, uploadOrderFiles, UploadProgressList, type OrderUpload } from '@market/ui/orders';
import type { AdminOrder } from '@/shared/api/order-types';
import { deliverOrder } from '../api/orders-api';

const messages = defineMessages({
  delivered: { id: 'admin.orders.deliver.delivered', defaultMessage: 'Delivered: the buyer has been told.' },
  failed: { id: 'admin.orders.deliver.failed', defaultMessage: 'Failed to deliver the order.' },
  label: { id: 'admin.orders.deliver.label', defaultMessage: 'Deliver' },
});

/** The seller hands over the work: a message and several files (uploaded with progress). */
export function DeliverForm({
  order,
  onDelivered,
}: {
  order: AdminOrder;
  onDelivered: (order: AdminOrder) => void;
}) {
  const intl = useIntl();
  const [message, setMessage] = useState('');
  const [uploads, setUploads] = useState<OrderUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);

  function onFiles(files: FileList | null) {
    return uploadOrderFiles(intl, order._id, Array.from(files ?? []), nextKey, setUploads);
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
      toast.success(intl.formatMessage(messages.delivered));
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.failed)));
    } finally {
      setBusy(false);
    }
  }

  const uploading = uploads.some((u) => !u.file);
  return (
    <Form onSubmit={onSubmit} aria-label={intl.formatMessage(messages.label)}>
      <Form.Group controlId="delivery-message" className="mb-3">
        <Form.Label>
          <FormattedMessage id="admin.orders.deliver.message" defaultMessage="Message to the buyer" />
        </Form.Label>
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
        <Form.Label>
          <FormattedMessage id="admin.orders.deliver.files" defaultMessage="Files" />
        </Form.Label>
        <Form.Control
          type="file"
          multiple
          onChange={(event) => void onFiles((event.target as HTMLInputElement).files)}
        />
        <UploadProgressList uploads={uploads} />
      </Form.Group>
      <Button type="submit" disabled={busy || uploading || !message.trim()}>
        {busy ? (
          <FormattedMessage id="admin.orders.deliver.delivering" defaultMessage="Delivering…" />
        ) : (
          <FormattedMessage {...messages.label} />
        )}
      </Button>
    </Form>
  );
}

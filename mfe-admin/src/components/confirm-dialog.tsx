import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import './admin-screen.css';

interface ConfirmDialogProps {
  show: boolean;
  /** The question, e.g. 'Are you sure you want to delete this order?' */
  message: string;
  title?: string;
  confirmLabel?: string;
  confirmVariant?: string;
  /** The label of the button that backs out ('Cancel' unless that would read as the action itself). */
  cancelLabel?: string;
  /** True while the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The admin area's confirmation before a destructive action (delete, cancel-and-refund). */
export function ConfirmDialog({
  show,
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  confirmVariant = 'danger',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={busy ? undefined : onCancel}
      centered
      aria-labelledby="confirm-dialog-title"
      className="admin-screen"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

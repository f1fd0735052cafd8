import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
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
  /** More of the dialog's body below the question (e.g. an optional reason field). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The dialog itself; loaded by ConfirmDialog (confirm-dialog.tsx) the first time one is shown. */
export default function ConfirmDialogModal({
  show,
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  confirmVariant = 'danger',
  cancelLabel = 'Cancel',
  busy = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={busy ? undefined : onCancel}
      centered
      aria-labelledby="confirm-dialog-title"
      className="confirm-dialog"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className={children ? undefined : 'mb-0'}>{message}</p>
        {children}
      </Modal.Body>
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

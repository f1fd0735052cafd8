import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from './i18n/intl-or-default';

const messages = defineMessages({
  title: { id: 'ui.confirm.title', defaultMessage: 'Please confirm' },
  confirm: { id: 'ui.confirm.confirm', defaultMessage: 'Delete' },
  cancel: { id: 'ui.confirm.cancel', defaultMessage: 'Cancel' },
  close: { id: 'ui.confirm.close', defaultMessage: 'Close' },
});

export interface ConfirmDialogProps {
  show: boolean;
  /** The question, e.g. 'Are you sure you want to delete this order?' */
  message: string;
  /** 'Please confirm' unless given (the defaults are in the page's language). */
  title?: string;
  /** 'Delete' unless given. */
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
  title,
  confirmLabel,
  confirmVariant = 'danger',
  cancelLabel,
  busy = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntlOrDefault();
  return (
    <Modal
      show={show}
      onHide={busy ? undefined : onCancel}
      centered
      aria-labelledby="confirm-dialog-title"
      className="confirm-dialog"
    >
      <Modal.Header closeButton={!busy} closeLabel={intl.formatMessage(messages.close)}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title ?? intl.formatMessage(messages.title)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className={children ? undefined : 'mb-0'}>{message}</p>
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? intl.formatMessage(messages.cancel)}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? intl.formatMessage(messages.confirm)}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

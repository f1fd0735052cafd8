import { useCallback, useEffect, useRef } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from './i18n/intl-or-default';
import { toast, TOAST_AUTO_CLOSE_MS, ToastMessage, useToasts } from './toast-store';

const VARIANT: Record<ToastMessage['kind'], string> = {
  success: 'success',
  error: 'danger',
  info: 'primary',
};
const TITLE = defineMessages({
  success: { id: 'ui.toast.success', defaultMessage: 'Success' },
  error: { id: 'ui.toast.error', defaultMessage: 'Error' },
  info: { id: 'ui.toast.info', defaultMessage: 'Notice' },
});
const CLOSE = defineMessages({ label: { id: 'ui.toast.close', defaultMessage: 'Close' } });

/** One toast: closes itself after its time, and the countdown pauses while the pointer rests on it. */
function ToastItem({ message }: { message: ToastMessage }) {
  const intl = useIntlOrDefault();
  const remaining = useRef(TOAST_AUTO_CLOSE_MS);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const resume = useCallback(() => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => toast.dismiss(message.id), remaining.current);
  }, [message.id]);
  const pause = () => {
    clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  };

  useEffect(() => {
    resume();
    return () => clearTimeout(timer.current);
  }, [resume]);

  return (
    <Toast
      onClose={() => toast.dismiss(message.id)}
      onMouseEnter={pause}
      onMouseLeave={resume}
      bg={VARIANT[message.kind]}
      className="market-toast"
    >
      <Toast.Header closeLabel={intl.formatMessage(CLOSE.label)}>
        <strong className="me-auto">{intl.formatMessage(TITLE[message.kind])}</strong>
      </Toast.Header>
      <Toast.Body className="text-white">{message.text}</Toast.Body>
    </Toast>
  );
}

/**
 * Stack of at most two toasts with a close button each, at the top right as the spec's toast
 * library places them (full width on phones), just below the sticky header so its controls stay
 * uncovered. Mount once, in the shell.
 */
export function Toaster() {
  const messages = useToasts();
  return (
    <ToastContainer
      position="top-end"
      className="p-3 position-fixed market-toaster"
      role="status"
      aria-live="polite"
    >
      {messages.map((message) => (
        <ToastItem key={message.id} message={message} />
      ))}
    </ToastContainer>
  );
}

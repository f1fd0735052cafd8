import { useEffect, useId, useRef, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useIntlOrDefault } from '@market/ui';

export interface PaymentDialogFrameProps {
  /** Drawn but not shown (the early-event contract shows it: see `EARLY_PAYMENT_DIALOG_ID`). */
  hidden?: boolean;
  onHide?: () => void;
  /** The body; a spinner saying payment options are loading when absent. */
  children?: ReactNode;
  id?: string;
  /** Marks the frame and its close button for the early-event contract. */
  early?: boolean;
}

/**
 * The payment dialog's frame (backdrop, title, close button) while checkout's chooser loads, or
 * when it cannot: drawn with Bootstrap's modal classes rather than react-bootstrap's Modal, which
 * only exists in the browser, so the server can draw it too.
 */
export function PaymentDialogFrame({
  hidden = false,
  onHide,
  children,
  id,
  early = false,
}: PaymentDialogFrameProps) {
  const intl = useIntlOrDefault();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hidden) dialog.current?.focus();
  }, [hidden]);
  return (
    <div id={id} hidden={hidden} data-early-frame={early ? '' : undefined}>
      <div className="modal-backdrop show" />
      <div
        ref={dialog}
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => event.key === 'Escape' && onHide?.()}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <div className="modal-title h4" id={titleId}>
                {intl.formatMessage({
                  id: 'ui.paymentDialog.title',
                  defaultMessage: 'Choose a payment method',
                })}
              </div>
              {/* Bootstrap's class, not react-bootstrap/CloseButton: a shared module the shell does not
                  provide would be one more script for the page to fetch. */}
              <button
                type="button"
                className="btn-close"
                aria-label={intl.formatMessage({ id: 'ui.paymentDialog.close', defaultMessage: 'Close' })}
                onClick={onHide}
                data-early-dismiss={early ? '' : undefined}
              />
            </div>
            <div className="modal-body">
              {children ?? (
                <div className="d-flex align-items-center gap-2 text-body-secondary">
                  <Spinner animation="border" size="sm" aria-hidden />
                  <span role="status">
                    {intl.formatMessage({
                      id: 'ui.paymentDialog.loading',
                      defaultMessage: 'Loading payment options…',
                    })}
                  </span>
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The frame's id on a page, and what an 'Order Now' button carries to show it before the page works. */
export const EARLY_PAYMENT_DIALOG_ID = 'payment-dialog-early';
export const earlyPaymentDialogOpener = { 'data-early-open': EARLY_PAYMENT_DIALOG_ID } as const;

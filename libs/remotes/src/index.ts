export { loadExposedModule, REMOTES_MANIFEST_URL } from './load-exposed-module';
export { loadPaymentChooser } from './checkout';
export type { InvoiceModule, PaymentChooserProps } from './checkout';
export { RemotePaymentChooser } from './remote-payment-chooser';
export {
  EARLY_PAYMENT_DIALOG_ID,
  earlyPaymentDialogOpener,
  PaymentDialogFrame,
} from './payment-dialog-frame';
export { loadRealtime } from './messaging';
export type { RealtimeEvents, RealtimeModule } from './messaging';
export { useLiveOrder, useOrderUpdates } from './use-order-updates';

export { loadExposedModule, REMOTES_MANIFEST_URL } from './load-exposed-module';
export { loadPaymentChooser } from './checkout';
export type { InvoiceModule, PaymentChooserProps, PurchaseBody } from './checkout';
export { RemotePaymentChooser, PAYMENT_UNAVAILABLE } from './remote-payment-chooser';

export { PaymentCancelPage } from './components/payment-cancel-page';
export { PaymentSuccessPage } from './components/payment-success-page';
export { PayPalCancelPage } from './components/paypal-cancel-page';
export { PayPalSuccessPage } from './components/paypal-success-page';

import { Route, routeSet, RouteSetRoutes } from '@market/router';
import { OrderDetailPage, OrdersPage } from '@/features/orders';
import {
  PaymentCancelPage,
  PaymentSuccessPage,
  PayPalCancelPage,
  PayPalSuccessPage,
} from '@/features/payments';
import { CheckoutMessages } from './i18n';

const CHECKOUT_ROUTES = routeSet(
  <>
    <Route path="/orders" element={<OrdersPage />} />
    <Route path="/orders/:id" element={<OrderDetailPage />} />
    <Route path="/payment-success" element={<PaymentSuccessPage />} />
    <Route path="/payment-cancel" element={<PaymentCancelPage />} />
    <Route path="/paypal-success" element={<PayPalSuccessPage />} />
    <Route path="/paypal-cancel" element={<PayPalCancelPage />} />
  </>,
);

/** The checkout remote's routes (all behind sign-in, enforced by the shell and the API). */
export default function CheckoutRoutes() {
  return (
    <CheckoutMessages>
      <RouteSetRoutes set={CHECKOUT_ROUTES} />
    </CheckoutMessages>
  );
}

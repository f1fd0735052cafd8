import { Route, Routes } from 'react-router-dom';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { PaymentCancelPage } from '@/features/payments/components/payment-cancel-page';
import { PaymentSuccessPage } from '@/features/payments/components/payment-success-page';
import { PayPalCancelPage } from '@/features/payments/components/paypal-cancel-page';
import { PayPalSuccessPage } from '@/features/payments/components/paypal-success-page';

/** The checkout remote's routes (all behind sign-in, enforced by the shell and the API). */
export default function CheckoutRoutes() {
  return (
    <Routes>
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/orders/:id" element={<OrderDetailPage />} />
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/payment-cancel" element={<PaymentCancelPage />} />
      <Route path="/paypal-success" element={<PayPalSuccessPage />} />
      <Route path="/paypal-cancel" element={<PayPalCancelPage />} />
    </Routes>
  );
}

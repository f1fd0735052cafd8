export { AdminOrdersPage } from './components/orders-page';
export { AdminOrderDetailPage } from './components/order-detail-page';

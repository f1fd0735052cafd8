import { createElement } from 'react';
import { PlaceholderScreen } from '@market/ui';

export const AdminOrdersPage = () => createElement(PlaceholderScreen, { title: 'All Orders (Admin)' });
export const AdminOrderDetailPage = () => createElement(PlaceholderScreen, { title: 'Order details' });

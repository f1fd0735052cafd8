import { createElement } from 'react';
import { PlaceholderScreen } from '@market/ui';

export const CouponsPage = () => createElement(PlaceholderScreen, { title: 'Manage Coupons' });

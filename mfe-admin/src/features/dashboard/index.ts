import { createElement } from 'react';
import { PlaceholderScreen } from '@market/ui';

export const DashboardPage = () => createElement(PlaceholderScreen, { title: 'Welcome Admin!' });

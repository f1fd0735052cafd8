import { createElement } from 'react';
import { PlaceholderScreen } from '@market/ui';

export const AdminServicesPage = () => createElement(PlaceholderScreen, { title: 'Admin Services' });
export const AddServicePage = () => createElement(PlaceholderScreen, { title: 'Add Service' });
export const EditServicePage = () => createElement(PlaceholderScreen, { title: 'Edit Service' });

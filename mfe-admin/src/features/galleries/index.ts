import { createElement } from 'react';
import { PlaceholderScreen } from '@market/ui';

export const AddGalleryPage = () => createElement(PlaceholderScreen, { title: 'Add Gallery' });
export const AdminGalleriesPage = () => createElement(PlaceholderScreen, { title: 'Admin Galleries' });

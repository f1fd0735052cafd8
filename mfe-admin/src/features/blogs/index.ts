import { createElement } from 'react';
import { PlaceholderScreen } from '@market/ui';

export const AddBlogPage = () => createElement(PlaceholderScreen, { title: 'Add Blog' });
export const AdminBlogsPage = () => createElement(PlaceholderScreen, { title: 'Admin Blogs' });
export const EditBlogPage = () => createElement(PlaceholderScreen, { title: 'Edit Blog' });

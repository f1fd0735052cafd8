export { AddBlogPage } from './components/add-blog-page';
export { EditBlogPage } from './components/edit-blog-page';
export { AdminBlogsPage } from './components/blogs-page';

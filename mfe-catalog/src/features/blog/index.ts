export { BlogDetailPage } from './components/blog-detail-page';
export { BlogListPage } from './components/blog-list-page';

export { AddGalleryPage } from './components/add-gallery-page';
export { AdminGalleriesPage } from './components/galleries-page';

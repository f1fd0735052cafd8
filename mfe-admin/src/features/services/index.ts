export { AddServicePage } from './components/add-service-page';
export { EditServicePage } from './components/edit-service-page';
export { AdminServicesPage } from './components/services-page';

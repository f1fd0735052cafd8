export { ServiceDetailPage } from './components/service-detail-page';

export { StaffPage } from './components/staff-page';

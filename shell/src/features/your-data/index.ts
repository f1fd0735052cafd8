export { YourDataSection } from './components/your-data-section';
export { AccountDeletedPage } from './components/account-deleted-page';

export { InvoicingSettingsPage } from './components/invoicing-settings-page';
export { InvoicesPage } from './components/invoices-page';

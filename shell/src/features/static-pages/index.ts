export { AboutPage } from './components/about-page';
export { PrivacyPage } from './components/privacy-page';
export { TermsPage } from './components/terms-page';
export { NotFoundPage } from './components/not-found-page';

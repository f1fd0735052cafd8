export { ProfilePage } from './components/profile-page';
export { SettingsPage } from './components/settings-page';
export { SecurityPage } from './components/security/security-page';

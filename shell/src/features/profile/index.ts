export { ProfilePage } from './components/profile-page';
export { SettingsPage } from './components/settings-page';

export { teardown as default } from './global-setup';

export * from './categories';
export * from './pricing';
export * from './countries';
export * from './media';
export * from './wire';
export * from './remote-routes';
export * from './color-mode';

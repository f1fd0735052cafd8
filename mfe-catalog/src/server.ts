// The catalog's server build (dist/server/remoteEntry.js): the same routes as the browser's
// './Routes', and the paths it declares in remotes.json.
export { default as Routes } from './routes';
export { routes } from './route-table';
export { signedInQuery, visitorQuery } from './visitor-query';

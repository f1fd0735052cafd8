// The catalog's server build (dist/server/remoteEntry.js): the same routes as the browser's './Routes'.
export { default as Routes } from './routes';

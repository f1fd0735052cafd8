// This remote's server build (dist/server/remoteEntry.js): the paths it declares in remotes.json.
// Its pages render in the browser only, so it exports no Routes.
export { routes } from './route-table';

// What only a server render uses: kept out of @market/ui's index, whose every export the browser
// downloads (a shared module is not tree-shaken: any remote may import any of it).
export { RenderedCatalogs } from './i18n/rendered-catalogs';

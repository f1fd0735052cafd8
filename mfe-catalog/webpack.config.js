const { createConfig, createServerConfig } = require('@market/mf-webpack');

module.exports = (_env, argv) => [
  createConfig({ name: 'catalog', dir: __dirname, exposes: { './Routes': './src/routes.tsx' } }, argv),
  // dist/server/remoteEntry.js, beside the browser's remoteEntry.js: what the API renders public pages with.
  createServerConfig({ dir: __dirname, entry: './src/server.ts', filename: 'remoteEntry.js' }, argv),
];

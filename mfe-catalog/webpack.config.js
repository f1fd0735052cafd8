const { createRemoteConfigs } = require('@market/mf-webpack');

module.exports = (_env, argv) =>
  createRemoteConfigs({ name: 'catalog', dir: __dirname, exposes: { './Routes': './src/routes.tsx' } }, argv);

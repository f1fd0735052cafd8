const { createConfig } = require('@market/mf-webpack');

module.exports = (_env, argv) =>
  createConfig({ name: 'catalog', dir: __dirname, exposes: { './Routes': './src/routes.tsx' } }, argv);

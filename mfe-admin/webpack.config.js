const { createConfig } = require('@market/mf-webpack');

module.exports = (_env, argv) =>
  createConfig({ name: 'admin', dir: __dirname, exposes: { './Routes': './src/routes.tsx' } }, argv);

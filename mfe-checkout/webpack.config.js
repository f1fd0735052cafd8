const { createConfig } = require('@market/mf-webpack');

module.exports = (_env, argv) =>
  createConfig(
    { name: 'checkout', dir: __dirname, exposes: { './Routes': './src/routes.tsx', './invoice': './src/invoice/index.ts' } },
    argv,
  );

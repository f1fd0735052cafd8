const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, createServerConfig } = require('@market/mf-webpack');

/** The brand of this build (src/config/brand.ts reads it), also written into index.html's title. */
const BRAND_NAME = process.env.BRAND_NAME || 'Gigly';

module.exports = (_env, argv) => [
  createConfig(
    {
      name: 'shell',
      dir: __dirname,
      publicPath: '/',
      plugins: [
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'src/index.html'),
          templateParameters: { brand: BRAND_NAME },
          scriptLoading: 'defer',
        }),
        new webpack.DefinePlugin({ 'process.env.BRAND_NAME': JSON.stringify(BRAND_NAME) }),
      ],
    },
    argv,
  ),
  // dist/server/shell.js: the API renders public pages with it.
  createServerConfig(
    {
      dir: __dirname,
      entry: './src/server.tsx',
      filename: 'shell.js',
      isShell: true,
      plugins: [new webpack.DefinePlugin({ 'process.env.BRAND_NAME': JSON.stringify(BRAND_NAME) })],
    },
    argv,
  ),
];

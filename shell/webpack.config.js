const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, createServerConfig } = require('@market/mf-webpack');

const REMOTE_NAMES = ['catalog', 'checkout', 'messaging', 'admin'];

/** The brand of this build (src/config/brand.ts reads it), also written into index.html's title. */
const BRAND_NAME = process.env.BRAND_NAME || 'Gigly';

/**
 * Writes /remotes.json, the run-time map from remote name to its entry. A deployment can
 * replace this file (or set MARKET_REMOTES='{"catalog":"https://cdn/…/remoteEntry.js"}' at build)
 * to move a remote without rebuilding the shell.
 */
class RemotesManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const defaults = Object.fromEntries(
            REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`]),
          );
          const overrides = process.env.MARKET_REMOTES ? JSON.parse(process.env.MARKET_REMOTES) : {};
          const json = JSON.stringify({ ...defaults, ...overrides }, null, 2);
          compilation.emitAsset('remotes.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

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
        new RemotesManifestPlugin(),
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

/**
 * The one webpack + Module Federation setup of the shell (host) and the four remotes.
 * Each app calls createConfig from its own webpack.config.js and builds into its own dist/.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const LIBS = path.resolve(__dirname, '..');

/** The short, explicit list of singletons: one React, one router, one auth state and toast queue in the page. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@market/router',
  'react-bootstrap',
  // Deep imports (react-bootstrap/Button) are shared one by one, so each app loads only the parts it uses.
  'react-bootstrap/',
  '@market/ui',
  '@market/api-client',
];

function versionOf(name) {
  const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return require(`${root}/package.json`).version;
}

/**
 * Drops the CSS rules no front end can use from a build's stylesheets (the shell's Bootstrap):
 * a rule stays when every class in its selector appears in `content` (every app's and library's
 * source, and React-Bootstrap's own) or matches `safelist`, the class names React-Bootstrap
 * builds at run time from a prop (`btn-${variant}`, `bg-${bg}`, `col-${breakpoint}-${span}`).
 * Less CSS to fetch, parse and match before a phone paints anything.
 */
class PurgeCssPlugin {
  /** @param {{ content: string[]; safelist: RegExp[] }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PurgeCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PurgeCssPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        async (assets) => {
          const { PurgeCSS } = require('purgecss');
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.css')) continue;
            const [result] = await new PurgeCSS().purge({
              content: this.options.content,
              css: [{ raw: source.source().toString() }],
              safelist: { standard: this.options.safelist },
              // Keep every keyframe, font face and custom property: a remote may use them.
              keyframes: false,
              fontFace: false,
              variables: false,
            });
            compilation.updateAsset(file, new webpack.sources.RawSource(result.css));
          }
        },
      );
    });
  }
}

/** Text assets above this size get `.br` and `.gz` twins; below it compression saves nothing worth a file. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of a production build, served as
 * they are by @fastify/static (`preCompressed`) and nginx (`gzip_static`/`brotli_static`).
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg|txt|webmanifest)$/.test(file)) continue;
            const buffer = Buffer.from(source.buffer());
            if (buffer.length < PRECOMPRESS_MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gz = zlib.gzipSync(buffer, { level: 9 });
            compilation.emitAsset(`${file}.br`, new webpack.sources.RawSource(br));
            compilation.emitAsset(`${file}.gz`, new webpack.sources.RawSource(gz));
          }
        },
      );
    });
  }
}

/** How an app's imports resolve, in its browser and its server build alike. */
function resolveIn(dir) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: {
      // Inside an app, '@/…' is its own src folder (no ../../../ paths).
      '@': path.join(dir, 'src'),
      // The contracts lib is plain TypeScript: compile its ES source so unused parts are dropped.
      '@market/contracts$': path.join(LIBS, 'contracts/src/index.ts'),
    },
  };
}

/** TypeScript and JSX through swc. */
function scriptRule({ development, target }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target,
        },
      },
    },
  };
}

function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: `^${versionOf(name)}`, version: versionOf(name) },
    ]),
  );
}

/**
 * @param {object} options
 * @param {string} options.name       federation name (shell, catalog, checkout, messaging, admin)
 * @param {string} options.dir        the app folder (its webpack.config.js __dirname)
 * @param {object} [options.exposes]  a remote's exposed modules
 * @param {object[]} [options.plugins] extra plugins (the shell's HTML and copy steps)
 * @param {string} [options.publicPath] 'auto' for remotes, '/' for the shell
 */
function createConfig({ name, dir, exposes, plugins = [], publicPath = 'auto', optimization }, argv = {}) {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      // The federation runtime cannot resolve [contenthash] in the entry name; the build hash serves.
      filename: production ? '[name].[fullhash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `market_${name}`,
      // dist/server/ is the server build's (createServerConfig).
      clean: { keep: /^server\// },
    },
    resolve: resolveIn(dir),
    module: {
      rules: [
        scriptRule({ development: !production, target: 'es2020' }),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|mp4|webm|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
      new ModuleFederationPlugin({
        name,
        filename: exposes ? 'remoteEntry.js' : undefined,
        exposes,
        remotes: {},
        manifest: Boolean(exposes),
        dts: false,
        shared: sharedSingletons(),
      }),
      ...plugins,
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      // SWC's minifier instead of webpack's default (Terser): the shell's build in 13 s instead of
      // 24 s on 2 cores, and its scripts 1 % smaller.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 } },
        }),
      ],
      ...optimization,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    devServer: undefined,
  };
}

/** Workspace libraries a remote's server build takes from the shell's (one auth store, one React context). */
const SERVER_SHARED = ['@market/ui', '@market/api-client', '@market/router'];

/**
 * The server build of an app: one CommonJS file in dist/server/ that the API evaluates to render
 * public pages. npm packages stay outside (the API's own React, router and React-Bootstrap);
 * a remote also leaves the shared workspace libraries outside, and gets the shell's at load time.
 * @param {object} options
 * @param {string} options.dir      the app folder
 * @param {string} options.entry    its server entry (exports the render function or the routes)
 * @param {string} options.filename the file in dist/server/
 * @param {boolean} [options.isShell]
 * @param {object[]} [options.plugins]
 */
function createServerConfig({ dir, entry, filename, isShell = false, plugins = [] }, argv = {}) {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node20',
    entry: { server: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename,
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: true,
    },
    externals: [
      ({ request }, callback) => {
        if (!request || /^[./]/.test(request) || request.startsWith('@/')) return callback();
        if (request.startsWith('@market/') && (isShell || !SERVER_SHARED.includes(request)))
          return callback();
        return callback(null, `commonjs ${request}`);
      },
    ],
    resolve: resolveIn(dir),
    module: {
      rules: [
        scriptRule({ development: false, target: 'es2022' }),
        { test: /\.css$/, use: path.join(__dirname, 'empty-module-loader.js') },
        // The same file names as the browser build's, without writing the files again.
        {
          test: /\.(png|jpe?g|svg|webp|mp4|webm|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    // One file: the API evaluates it as one module, with no chunks to fetch.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), ...plugins],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * A remote's two builds: the browser's (dist/remoteEntry.js and its chunks) and the server's
 * (dist/server/remoteEntry.js, from src/server.ts: the routes it declares in remotes.json and,
 * for a remote the API renders, its Routes component).
 */
function createRemoteConfigs({ name, dir, exposes }, argv = {}) {
  return [
    createConfig({ name, dir, exposes }, argv),
    createServerConfig({ dir, entry: './src/server.ts', filename: 'remoteEntry.js' }, argv),
  ];
}

module.exports = {
  createConfig,
  createServerConfig,
  createRemoteConfigs,
  SINGLETONS,
  PrecompressPlugin,
  PurgeCssPlugin,
};

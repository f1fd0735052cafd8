/**
 * The one webpack + Module Federation setup of the shell (host) and the four remotes.
 * Each app calls createConfig from its own webpack.config.js and builds into its own dist/.
 */
const fs = require('node:fs');
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
  // The order screens' parts, apart so a public page's first load does not carry them.
  '@market/ui/orders',
  '@market/api-client',
  // One react-intl in the page: each app's <AppMessages> (an IntlProvider) is read by its own components.
  'react-intl',
];

function versionOf(name) {
  const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  // Read from the package's folder: some (react-intl) leave package.json out of their `exports`.
  for (const dir of require.resolve.paths(root) ?? []) {
    const file = path.join(dir, root, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  }
  throw new Error(`${root} is not installed`);
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
      '@market/ui/orders$': path.join(LIBS, 'ui/src/orders/index.ts'),
      '@market/ui/server$': path.join(LIBS, 'ui/src/server.ts'),
    },
  };
}

/**
 * The browser's: the catalogs are compiled to ICU AST at build (catalog-loader.js), so the browser
 * needs no ICU parser (7 KB of react-intl's 15 KB, compressed). A message missing from a catalog
 * then shows its English defaultMessage as written; `npm run lint` keeps every key in every
 * language.
 */
function browserResolve(dir) {
  const resolve = resolveIn(dir);
  resolve.alias['@formatjs/icu-messageformat-parser$'] = path.join(
    path.dirname(require.resolve('@formatjs/icu-messageformat-parser')),
    'no-parser.js',
  );
  return resolve;
}

/**
 * TypeScript and JSX through swc. `stripDefaultMessages` (the browser's production build only)
 * first drops the English defaultMessages the catalogs already hold (strip-default-messages-loader.js);
 * the server build keeps them, as do Jest and the development build.
 */
function scriptRule({ development, target, stripDefaultMessages = false }) {
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        target,
      },
    },
  };
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: stripDefaultMessages ? [swc, path.join(__dirname, 'strip-default-messages-loader.js')] : swc,
  };
}

/**
 * The message catalogs, compiled to their parsed form (catalog-loader.js): each app's
 * (src/i18n/<locale>.json) and the shared ones of libs/ui: the taxonomy's and the shared
 * components' (libs/ui/src/i18n/{taxonomy,ui}/<locale>.json).
 */
function catalogRule() {
  return {
    test: /[\\/]src[\\/]i18n[\\/](?:(?:taxonomy|ui)[\\/])?[\w-]+\.json$/,
    type: 'javascript/auto',
    use: path.join(__dirname, 'catalog-loader.js'),
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
    resolve: browserResolve(dir),
    module: {
      rules: [
        scriptRule({ development: !production, target: 'es2020', stripDefaultMessages: production }),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        catalogRule(),
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
        // The shell provides every shared module; a remote's entry is fetched only when its screen
        // is opened, never to compare versions (the default, 'version-first', fetched every
        // registered remote's entry the first time a shared module was loaded late).
        shareStrategy: 'loaded-first',
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

/**
 * Modules a remote's server build takes from the shell's (one auth store, one React context): the
 * workspace libraries, and react-intl, which the shell's server build bundles (an ES module only:
 * bundled, it needs no require(esm) and takes the API's React like the rest of the build).
 */
const SERVER_SHARED = [
  '@market/ui',
  '@market/ui/orders',
  '@market/api-client',
  '@market/router',
  'react-intl',
];
/** npm packages the shell's server build bundles instead of requiring them at run time. */
const SHELL_SERVER_BUNDLED = ['react-intl', 'intl-messageformat', '@formatjs/'];

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
        if (isShell && SHELL_SERVER_BUNDLED.some((name) => request === name || request.startsWith(name)))
          return callback();
        return callback(null, `commonjs ${request}`);
      },
    ],
    resolve: resolveIn(dir),
    module: {
      rules: [
        scriptRule({ development: false, target: 'es2022' }),
        { test: /\.css$/, use: path.join(__dirname, 'empty-module-loader.js') },
        catalogRule(),
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

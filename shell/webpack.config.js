const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createConfig, createServerConfig, PurgeCssPlugin } = require('@market/mf-webpack');

/** The brand of this build (src/config/brand.ts reads it), also written into index.html's title. */
const BRAND_NAME = process.env.BRAND_NAME || 'Gigly';

const ROOT = path.join(__dirname, '..');

/**
 * The page starts the app through src/boot.js (emitted as boot.[hash].js): the entry script is
 * preloaded, and boot.js runs it once the first view is painted (and the stylesheet applied, on
 * a page painted with its critical rules inlined: backend/src/public-pages/critical-css.ts).
 */
class BootScriptPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootScriptPlugin', (compilation) => {
      const source = require('node:fs').readFileSync(path.join(__dirname, 'src/boot.js'), 'utf8');
      const hash = require('node:crypto').createHash('sha256').update(source).digest('hex').slice(0, 8);
      const file = `boot.${hash}.js`;
      compilation.hooks.processAssets.tap(
        { name: 'BootScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new webpack.sources.RawSource(source)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootScriptPlugin', (groups) => {
        const entries = groups.headTags.filter((tag) => tag.tagName === 'script');
        if (entries.length !== 1) throw new Error('BootScriptPlugin expects one entry script');
        const entry = entries[0].attributes.src;
        // What the entry asks for as soon as it runs, fetched while the page paints (after its
        // image: low priority), instead of one round trip after the entry.
        const startup = startupScripts(compilation).map((href) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            fetchpriority: 'low',
            href,
          }),
        );
        groups.headTags = groups.headTags.flatMap((tag) =>
          tag === entries[0]
            ? [
                HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: entry }),
                HtmlWebpackPlugin.createHtmlTagObject('script', {
                  defer: true,
                  src: `/${file}`,
                  'data-entry': entry,
                }),
                ...startup,
              ]
            : [tag],
        );
        return groups;
      });
    });
  }
}
/**
 * The scripts the entry loads at once: the chunks of its `import('./bootstrap')` and of the shared
 * modules (React, the router, React-Bootstrap's parts, the workspace libraries) those chunks use.
 * The shell provides the shared modules to the share scope from its `shared` chunk (see
 * `optimization` below), so that is what is fetched.
 */
function startupScripts(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // Its share key is the `name` of the ProvideSharedDependency it was made for.
    for (const { dependency } of compilation.moduleGraph.getIncomingConnections(module)) {
      if (dependency?.name) provided.set(dependency.name, module);
    }
  }
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(`/${file}`);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provider = provided.get(module.options.shareKey);
        visitBlocks(provider ?? module);
      }
    }
  };
  for (const module of compilation.modules) {
    if (module.resource?.endsWith(path.join('shell', 'src', 'index.ts'))) visitBlocks(module);
  }
  return [...files];
}

/**
 * React-Bootstrap parts no public page draws before a tap: dialogs and progress bars (signed-in
 * screens). Kept out of the first load's `shared` chunk. Not ListGroup: a service page's reviews
 * use it, and a part left out is fetched after the app starts (public-pages.e2e checks).
 */
const LATER_PARTS = /[\\/]react-bootstrap[\\/]esm[\\/](Modal(?!Context)\w*|ProgressBar)\.js$/;

const COLORS = '(primary|secondary|success|danger|warning|info|light|dark)';
const COMPONENTS = [
  'alert',
  'badge',
  'breadcrumb',
  'btn',
  'card',
  'col',
  'collapse',
  'container',
  'dropdown',
  'dropup',
  'dropend',
  'dropstart',
  'form',
  'input-group',
  'list-group',
  'modal',
  'nav',
  'navbar',
  'progress',
  'row',
  'row-cols',
  'spinner',
  'table',
  'toast',
].join('|');

/**
 * The shell's stylesheet (Bootstrap and its own) keeps what the front ends use: every app's and
 * library's source and React-Bootstrap's. A remote released
 * later that needs Bootstrap classes nothing here uses brings them in its own CSS.
 */
const purgeCss = new PurgeCssPlugin({
  content: [
    'shell/src/**/*.{ts,tsx,html}',
    'mfe-*/src/**/*.{ts,tsx}',
    'libs/*/src/**/*.{ts,tsx}',
    'node_modules/react-bootstrap/esm/**/*.js',
  ].map((glob) => path.join(ROOT, glob)),
  // Every class of the components the apps use (React-Bootstrap composes many of them from a
  // prefix: `${bsPrefix}-nav`, `container-${fluid}`), the utilities it composes from props
  // (`bg-${bg}`, `text-${text}`), the avatar's `avatar-${size}`, and transition states.
  safelist: [
    new RegExp(`^(${COMPONENTS})(-|$)`),
    new RegExp(`^(bg|text|text-bg|border|link)-${COLORS}$`),
    /^(sticky|fixed)-(top|bottom)$/,
    /^(in)?valid-(feedback|tooltip)$/,
    /^(is-(in)?valid|was-validated)$/,
    /^(fade|show|showing|hiding|collapsing|active|disabled)$/,
    /^avatar-/,
  ],
});

module.exports = (_env, argv) => [
  createConfig(
    {
      name: 'shell',
      dir: __dirname,
      publicPath: '/',
      // The shared modules the shell provides (React, React-Bootstrap's parts, the router, the
      // workspace libraries) in one chunk rather than one each: a page started with about thirty
      // small scripts, and on a phone's connection (six at a time, 150 ms apart) their round trips,
      // not their bytes, held the page back; together they also compress better (37 KB less).
      optimization: {
        splitChunks: {
          cacheGroups: {
            shared: {
              // Not a package's stylesheet loaded on demand (Bootstrap's right-to-left one, Arabic
              // pages only), nor a shared library's message catalog (one chunk per language, only
              // the page's loaded), nor the error texts' table (loaded after the first render,
              // loadErrorMessages), nor a package only the sign-in and account screens use
              // (passkeys: 2.8 KB gzip that every public page downloaded), nor the order screens'
              // parts (@market/ui/orders, 5 KB gzip), nor what only a dialog or a signed-in screen
              // draws (the confirm dialog, LATER_PARTS): they stay in their own chunks.
              test: (module) => {
                const name = module.nameForCondition?.() ?? '';
                return (
                  /[\\/](node_modules|libs)[\\/]/.test(name) &&
                  !/[\\/]node_modules[\\/]@simplewebauthn[\\/]/.test(name) &&
                  !/[\\/]node_modules[\\/].*\.css$/.test(name) &&
                  !/[\\/]src[\\/]i18n[\\/].*\.json$/.test(name) &&
                  !/[\\/]libs[\\/]ui[\\/]src[\\/]i18n[\\/]error-messages\.ts$/.test(name) &&
                  !/[\\/]libs[\\/]ui[\\/]src[\\/](orders[\\/]|confirm-dialog-modal)/.test(name) &&
                  !LATER_PARTS.test(name)
                );
              },
              chunks: 'async',
              name: 'shared',
              enforce: true,
            },
          },
        },
      },
      plugins: [
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'src/index.html'),
          templateParameters: { brand: BRAND_NAME },
          scriptLoading: 'defer',
        }),
        new webpack.DefinePlugin({ 'process.env.BRAND_NAME': JSON.stringify(BRAND_NAME) }),
        new BootScriptPlugin(),
        ...(argv.mode === 'development' ? [] : [purgeCss]),
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

/**
 * `node -r ./scripts/ts-register.js src/main.ts`: runs the backend from its TypeScript sources,
 * each file compiled by SWC as it loads (with the Jest transform's options, swc-options.js), for
 * `npm run dev`, the API processes the tests start from source and the embedded database's thread
 * among them.
 * @swc-node/register did this but loaded the TypeScript compiler into every process and thread
 * only to read tsconfig.json: about half a second of CPU each time.
 */
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const OPTIONS = { ...require('./swc-options'), module: { type: 'commonjs' }, sourceMaps: 'inline' };

// Stack traces name the TypeScript lines (the inline source maps below).
process.setSourceMapsEnabled(true);

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...OPTIONS, filename });
  module._compile(code, filename);
};

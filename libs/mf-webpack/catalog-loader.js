/**
 * An app's message catalog (src/i18n/<locale>.json, FormatJS "simple" format: `{ id: "ICU text" }`)
 * compiled at build time to its parsed form (what `formatjs compile --ast` writes): the browser
 * formats messages without parsing ICU text. A message that is not valid ICU fails the build.
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** The parser, an ES module: required where Node allows it, else undefined (inside Jest). */
function parser() {
  try {
    return require('@formatjs/icu-messageformat-parser').parse;
  } catch {
    return undefined;
  }
}

function compile(source, resourcePath) {
  const parse = parser();
  if (!parse) {
    try {
      return execFileSync(process.execPath, [path.join(__dirname, 'compile-catalog.mjs')], {
        input: source,
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe'],
      });
    } catch (error) {
      throw new Error(`${resourcePath}: ${String(error.stderr || error.message).trim()}`);
    }
  }
  const compiled = {};
  for (const [id, message] of Object.entries(JSON.parse(source))) {
    if (typeof message !== 'string') throw new Error(`${resourcePath}: "${id}" is not a string`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${resourcePath}: "${id}" is not valid ICU: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
}

module.exports = function catalogLoader(source) {
  return `export default JSON.parse(${JSON.stringify(compile(source, this.resourcePath))});`;
};

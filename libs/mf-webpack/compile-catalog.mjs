/**
 * A message catalog compiled to its parsed form: the JSON catalog on stdin, `{ id: AST }` on stdout
 * (exit 1 naming the message that is not valid ICU). Used by catalog-loader.js where the parser, an
 * ES module, cannot be required (webpack run inside Jest, which the remote-swap browser test does).
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';

const catalog = JSON.parse(readFileSync(0, 'utf8'));
const compiled = {};
for (const [id, message] of Object.entries(catalog)) {
  if (typeof message !== 'string') {
    process.stderr.write(`"${id}" is not a string\n`);
    process.exit(1);
  }
  try {
    compiled[id] = parse(message);
  } catch (error) {
    process.stderr.write(`"${id}" is not valid ICU: ${error.message}\n`);
    process.exit(1);
  }
}
process.stdout.write(JSON.stringify(compiled));

// Copies what tsc does not: SQL migrations and seed media, next to the compiled code.
const { cpSync, existsSync } = require('node:fs');
const { join } = require('node:path');

for (const dir of ['db/migrations', 'db/demo-media', 'payments/sandbox']) {
  const from = join(__dirname, '..', 'src', dir);
  if (existsSync(from))
    cpSync(from, join(__dirname, '..', 'dist', dir), { recursive: true, filter: (f) => !f.endsWith('.ts') });
}

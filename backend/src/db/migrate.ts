import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config/app-config';
import { openDatabase } from './database';

/** Applies the migrations and exits: `node backend/dist/db/migrate.js` (run once per deployment). */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pg'),
  });
  await database.close();
  console.warn(`Migrations applied (${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { openDatabase } from './db/database';
import { seed } from './db/seed';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pg') });
  const app = await createApp(config, database);
  await seed(app, config);
  await app.listen({ port: config.port, host: config.host });
  Logger.log(`Listening on ${config.publicUrl} (${database.kind} database)`, 'Main');
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

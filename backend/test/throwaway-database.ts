import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A throwaway database on the PostgreSQL server of `baseUrl` (DATABASE_URL by default), dropped by
 * `drop()`. `prefix` tells whose it is when one is left behind.
 */
export async function throwawayDatabase(
  prefix = 'res',
  baseUrl = process.env.DATABASE_URL!,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

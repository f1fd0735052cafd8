import { pgliteTemplate } from './pglite-template';

/** Prepares the migrated PGlite template once, before the test workers start. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await pgliteTemplate();
}

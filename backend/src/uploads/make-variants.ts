import { ConfigError, loadConfig } from '../config/app-config';
import { MediaVariants } from './media-variants';
import { createStorage } from './uploads.module';

/**
 * Makes the missing image variants and video posters of every stored upload (files stored
 * before variants existed, demo media), then exits: `npm run media:variants`. Uses the same
 * STORAGE settings as the API; safe to run while it serves, and again.
 */
async function main(): Promise<void> {
  const storage = createStorage(loadConfig());
  try {
    const made = await new MediaVariants(storage).makeMissing();
    console.warn(`Made ${made} missing variant and poster files`);
  } finally {
    storage.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const MEDIA_DIR = join(__dirname, 'demo-media');

/** Where demo media go: the upload storage (UploadsService), named here so db/ needs no feature module. */
export interface DemoMediaStore {
  storeDemo(hash: string, bytes: Buffer): Promise<string>;
}

/**
 * Puts a shipped demo image into the upload storage (named by its content hash, like an
 * upload) and answers its URL, so demo media pass the same "own upload" check as anything an
 * admin uploads, and survive a change of PUBLIC_URL.
 */
export async function demoMediaUrl(uploads: DemoMediaStore, file: string): Promise<string> {
  const bytes = await readFile(join(MEDIA_DIR, file));
  return uploads.storeDemo(createHash('md5').update(bytes).digest('hex'), bytes);
}

import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';

const MEDIA_DIR = join(__dirname, 'demo-media');

/**
 * Puts a shipped demo image into the upload folder (named by its content hash, like an
 * upload) and answers its site-relative URL, so demo media pass the same "own upload" check
 * as anything an admin uploads, and survive a change of PUBLIC_URL.
 */
export function demoMediaUrl(config: AppConfig, file: string): string {
  const source = join(MEDIA_DIR, file);
  const bytes = readFileSync(source);
  const name = `${createHash('md5').update(bytes).digest('hex')}.png`;
  const target = join(config.uploadDir, name);
  if (!existsSync(target)) {
    mkdirSync(config.uploadDir, { recursive: true });
    copyFileSync(source, target);
  }
  return `/uploads/${name}`;
}

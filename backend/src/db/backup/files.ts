import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Regular files under a folder, as paths relative to it (symbolic links and the like are left out). */
export function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

/** Copies the regular files of one folder into another; answers how many files and bytes. */
export function copyFiles(from: string, to: string): { files: number; bytes: number } {
  let bytes = 0;
  const files = listFiles(from);
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(from, file), join(to, file));
    bytes += lstatSync(join(to, file)).size;
  }
  return { files: files.length, bytes };
}

/** Whether a folder is missing or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

import { spawnSync } from 'node:child_process';

/**
 * `docker compose` (v2 plugin) or `docker-compose` (v1), whichever this machine has. None is an
 * error, never a skip: `npm test` installs docker-compose first (tools/ensure-system-tools.sh).
 */
export function composeCommand(): string[] {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0)
    return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return ['docker-compose'];
  throw new Error(
    'Neither `docker compose` nor `docker-compose` is installed: run tools/ensure-system-tools.sh',
  );
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the real entry point with a bad variable; it must stop at once with one line naming it. */
describe('configuration errors at start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['-r', '@swc-node/register', join(__dirname, '..', 'src', 'main.ts')], {
      cwd: join(__dirname, '..'),
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://nope' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['RATE_LIMIT_AUTH_PER_MINUTE', { RATE_LIMIT_AUTH_PER_MINUTE: '0' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'only-the-id' }],
  ])(
    'exits with code 1 and one clear line naming %s',
    (variable, env) => {
      const result = start(env);
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
      expect(result.stdout).not.toMatch(/Listening/);
    },
    150_000,
  );
});

import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { connectSocket, sessionCookie } from './realtime-helpers';
import { rawGet } from './raw-http.helper';
import { freePort } from './resilience-helpers';
import { writeShellServerBuild } from './shell-server-build';
import { createTestApp, TestApp } from './test-app';

const ROOT = resolve(__dirname, '..', '..');
const NGINX = '/usr/sbin/nginx';
const INDEX_HTML = `<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/main.1234.js></script><title>Gigly</title></head><body><div id=root></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

/**
 * The built files as the Dockerfile lays them out under /srv: the shell's bundles (with the
 * build's .gz twins) in /srv/shell, each remote in /srv/remotes/<name>.
 */
function srvTree(dir: string): void {
  const shell = join(dir, 'srv/shell');
  const catalog = join(dir, 'srv/remotes/catalog');
  mkdirSync(shell, { recursive: true });
  mkdirSync(catalog, { recursive: true });
  for (const file of [
    join(shell, 'main.1234.js'),
    join(catalog, 'remoteEntry.js'),
    join(catalog, 'chunk.abcd.js'),
  ]) {
    writeFileSync(file, SCRIPT);
    writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  }
  // The deployment's remotes file (REMOTES_FILE, by default in STATIC_DIR), read by the API.
  writeFileSync(join(dir, 'remotes.json'), '{"catalog":"/remotes/catalog/remoteEntry.js"}');
}

/**
 * deploy/nginx.conf as the proxy image runs it, with only its addresses changed: the API and
 * gateway upstreams point at the test's API (which serves the sockets itself here), /srv at
 * the test's tree, and it listens on a free local port.
 */
function nginxConfig(dir: string, apiPort: number, listenPort: number): string {
  const site = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('server api:3000;', `server 127.0.0.1:${apiPort};`)
    .replace('server gateway:3001;', `server 127.0.0.1:${apiPort};`)
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replaceAll('root /srv', `root ${join(dir, 'srv')}`);
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'tmp', name)};`;
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}
}
`;
}

/** deploy/nginx.conf in a real nginx in front of the real API: what each kind of path does. */
describe('the scaled shape: deploy/nginx.conf in front of the API', () => {
  let t: TestApp;
  let dir: string;
  let nginx: ChildProcess;
  let proxy: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'market-proxy-'));
    // nginx's workers run as an unprivileged user when the test runs as root: they must read the tree.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'shell/dist'), { recursive: true });
    writeFileSync(join(dir, 'shell/dist/index.html'), INDEX_HTML);
    writeShellServerBuild(join(dir, 'shell/dist'));
    srvTree(dir);
    mkdirSync(join(dir, 'tmp'));
    t = await createTestApp({ STATIC_DIR: dir, TRUST_PROXY: '1' });
    const apiPort = Number(new URL(t.url).port);
    const listenPort = await freePort();
    proxy = `http://127.0.0.1:${listenPort}`;
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConfig(dir, apiPort, listenPort));
    const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
    nginx = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'ignore' });
    for (let tries = 0; ; tries += 1) {
      try {
        await rawGet(`${proxy}/remotes.json`);
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
  }, 120_000);

  afterAll(async () => {
    if (nginx?.pid && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx.once('exit', done));
      process.kill(nginx.pid, 'SIGTERM');
      await exited;
    }
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes /api to the API replicas', async () => {
    const health = await rawGet(`${proxy}/api/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString()).status).toBe('ok');
    const missing = await rawGet(`${proxy}/api/no-such-endpoint`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });

  it('lets the API replicas render every page and answer 404 for an unknown one', async () => {
    const home = await rawGet(`${proxy}/`);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.body.toString()).toContain('<link rel="canonical"');
    expect((await rawGet(`${proxy}/no-such-page/at-all`)).status).toBe(404);
    const robots = await rawGet(`${proxy}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain('Disallow: /admin');
  });

  it("serves the shell's built files from disk, precompressed, and sends a name not on disk to the API", async () => {
    const bundle = await rawGet(`${proxy}/main.1234.js`, { 'accept-encoding': 'gzip' });
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect(bundle.body.equals(readFileSync(join(dir, 'srv/shell/main.1234.js.gz')))).toBe(true);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await rawGet(`${proxy}/main.1234.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const favicon = await rawGet(`${proxy}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/image\/svg\+xml/);
    const manifest = await rawGet(`${proxy}/remotes.json`);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // From the API: the replica has no catalog server build here, so no routes.
    expect(JSON.parse(manifest.body.toString())).toEqual({
      catalog: { entry: '/remotes/catalog/remoteEntry.js', routes: [] },
    });
  });

  it('serves remotes from disk: hashed chunks for a year, entries revalidated', async () => {
    const chunk = await rawGet(`${proxy}/remotes/catalog/chunk.abcd.js`, { 'accept-encoding': 'gzip' });
    expect(chunk.status).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await rawGet(`${proxy}/remotes/catalog/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await rawGet(`${proxy}/remotes/catalog/missing.js`)).status).toBe(404);
  });

  it('upgrades /socket.io to a WebSocket on the gateways', async () => {
    const buyer = await t.signIn();
    const socket = await connectSocket(proxy, await sessionCookie(t, buyer));
    expect(socket.socket.connected).toBe(true);
    socket.socket.close();
  });
});

import { createServer as createHttpServer, Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createTcpServer, Socket } from 'node:net';
import { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../test/test-app';
import { integrityOf } from './remotes-file';

const INDEX_HTML = `<!doctype html><html lang=en data-bs-theme=light><head><meta charset=utf-8><title>Gigly</title></head><body><div id=root></div></body></html>`;
const TIMEOUT_MS = 800;

/** A shell server build whose page asks for the catalog's routes, as the real shell does for a landing. */
const SHELL_BUILD = `
exports.shared = {};
exports.setApiFetch = () => undefined;
exports.renderPage = async (url, manifest, loadRemote) => {
  try {
    await loadRemote('catalog');
    return { html: '<main>catalog rendered</main>', loads: {}, errors: [] };
  } catch (error) {
    return { html: '<main>catalog left to the browser</main>', loads: {}, errors: [error] };
  }
};`;

/** A server build that leaves a mark each time it runs, and declares one page. */
const remoteBuild = (mark: string, path: string) => `
require('node:fs').appendFileSync(${JSON.stringify(mark)}, 'ran\\n');
exports.routes = [{ path: ${JSON.stringify(path)}, access: 'public' }];`;

const listen = async (server: Server | ReturnType<typeof createTcpServer>, host: string) => {
  await new Promise<void>((done) => server.listen(0, host, done));
  return (server.address() as AddressInfo).port;
};

/** This machine's first address that is not loopback, when it has one (plain http to it is refused). */
const outsideAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((face) => face && face.family === 'IPv4' && !face.internal)?.address;

describe('public pages: server builds come over https (or loopback http), pinned and in time', () => {
  let t: TestApp;
  let dir: string;
  let builds: Server;
  let stalled: ReturnType<typeof createTcpServer>;
  const sockets = new Set<Socket>();
  const asked: string[] = [];
  /** The builds asked for again with the ETag of the copy in hand (answered 304). */
  const revalidated: string[] = [];
  let pinnedBuild: string;
  let tamperedBuild: string;
  let plainBuild: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'remote-sources-'));
    mkdirSync(join(dir, 'shell/dist/server'), { recursive: true });
    writeFileSync(join(dir, 'shell/dist/index.html'), INDEX_HTML);
    writeFileSync(join(dir, 'shell/dist/server/shell.js'), SHELL_BUILD);
    pinnedBuild = remoteBuild(join(dir, 'pinned-ran'), '/pinned');
    tamperedBuild = remoteBuild(join(dir, 'tampered-ran'), '/tampered');
    plainBuild = remoteBuild(join(dir, 'plain-ran'), '/plain');
    const served: Record<string, string> = {
      '/pinned/server/remoteEntry.js': pinnedBuild,
      '/tampered/server/remoteEntry.js': tamperedBuild,
      '/plain/server/remoteEntry.js': plainBuild,
    };
    builds = createHttpServer((request, response) => {
      asked.push(request.url ?? '');
      const code = served[request.url ?? ''];
      const etag = code && `"${integrityOf(code)}"`;
      if (etag && request.headers['if-none-match'] === etag) {
        revalidated.push(request.url ?? '');
        response.writeHead(304).end();
        return;
      }
      response
        .writeHead(code ? 200 : 404, { 'content-type': 'text/javascript', ...(etag ? { etag } : {}) })
        .end(code ?? '');
    });
    const outside = outsideAddress();
    const buildsPort = await listen(builds, outside ? '0.0.0.0' : '127.0.0.1');
    // A host that takes the connection and never answers.
    stalled = createTcpServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    const stalledPort = await listen(stalled, '127.0.0.1');
    const local = `http://127.0.0.1:${buildsPort}`;
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify({
        catalog: `http://127.0.0.1:${stalledPort}/catalog/remoteEntry.js`,
        pinned: { entry: `${local}/pinned/remoteEntry.js`, integrity: integrityOf(pinnedBuild) },
        tampered: { entry: `${local}/tampered/remoteEntry.js`, integrity: integrityOf('another build') },
        plain: `http://${outside ?? 'cdn.example'}:${buildsPort}/plain/remoteEntry.js`,
      }),
    );
    t = await createTestApp({ STATIC_DIR: dir, REMOTE_FETCH_TIMEOUT_MS: String(TIMEOUT_MS) });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => stalled?.close(done));
    await new Promise((done) => builds?.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A GET given up (failing the test) well past the fetch timeout. */
  const timedGet = async (path: string) => {
    const started = Date.now();
    const response = await fetch(`${t.url}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS + 4000) });
    const body = await response.text();
    return { status: response.status, body, ms: Date.now() - started };
  };

  it('a host that accepts and never answers holds /remotes.json, /about and /graphics-design no longer than the timeout', async () => {
    for (const path of ['/remotes.json', '/about', '/graphics-design']) {
      const { status, ms } = await timedGet(path);
      expect([path, status]).toEqual([path, 200]);
      expect(ms).toBeLessThan(TIMEOUT_MS + 2500);
    }
    // The landing is sent, with the catalog's area left to the browser.
    expect((await timedGet('/graphics-design')).body).toContain('catalog left to the browser');
  }, 30_000);

  it('runs a server build whose integrity is the pinned one', async () => {
    const manifest = JSON.parse((await timedGet('/remotes.json')).body) as Record<
      string,
      { routes: unknown[] }
    >;
    expect(manifest.pinned.routes).toEqual([{ path: '/pinned', access: 'public' }]);
    expect(existsSync(join(dir, 'pinned-ran'))).toBe(true);
  });

  it('refuses a server build whose integrity is not the pinned one: it is never run', async () => {
    const manifest = JSON.parse((await timedGet('/remotes.json')).body) as Record<
      string,
      { routes: unknown[] }
    >;
    expect(manifest.tampered.routes).toEqual([]);
    expect(asked).toContain('/tampered/server/remoteEntry.js');
    expect(existsSync(join(dir, 'tampered-ran'))).toBe(false);
  });

  it('refuses plain http from another host: it is neither listed, fetched nor run', async () => {
    const manifest = JSON.parse((await timedGet('/remotes.json')).body) as Record<string, unknown>;
    expect(Object.keys(manifest)).not.toContain('plain');
    expect(asked).not.toContain('/plain/server/remoteEntry.js');
    expect(existsSync(join(dir, 'plain-ran'))).toBe(false);
  });

  it('asks for a build again with its ETag, and keeps running the copy it has on a 304', async () => {
    // Builds are asked for again every few seconds: wait for the pinned one's second asking.
    const deadline = Date.now() + 60_000;
    while (!revalidated.includes('/pinned/server/remoteEntry.js') && Date.now() < deadline) {
      await timedGet('/remotes.json');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(revalidated).toContain('/pinned/server/remoteEntry.js');
    const manifest = JSON.parse((await timedGet('/remotes.json')).body) as Record<
      string,
      { routes: unknown[] }
    >;
    expect(manifest.pinned.routes).toEqual([{ path: '/pinned', access: 'public' }]);
    // Run once, when it was first fetched: not again for an unchanged copy.
    expect(readFileSync(join(dir, 'pinned-ran'), 'utf8')).toBe('ran\n');
  }, 90_000);
});

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../test/test-app';

const INDEX_HTML = `<!doctype html><html lang=en data-bs-theme=light><head><meta charset=utf-8><title>Gigly</title></head><body><div id=root></div></body></html>`;

/** A shell server build that names its version in every page, and counts how often it was loaded. */
const shellBuild = (version: string) => `
globalThis.shellLoads = (globalThis.shellLoads || 0) + 1;
exports.shared = {};
exports.setApiFetch = () => undefined;
exports.renderPage = async () => ({
  html: '<main>shell ${version}, loaded ' + globalThis.shellLoads + ' times</main>',
  loads: {},
  errors: [],
});`;

/** A catalog server build (served by this site under /remotes/catalog/) that declares `paths`. */
const catalogBuild = (paths: string[]) =>
  `exports.routes = ${JSON.stringify(paths.map((path) => ({ path, access: 'public' })))};`;

/**
 * Server builds are asked for again every few seconds, with what identifies the copy in hand: an
 * unchanged one is neither read nor loaded again, a new one is taken without a restart.
 */
describe('public pages: a server build is taken again only when it changed', () => {
  let t: TestApp;
  let dir: string;
  const shellFile = () => join(dir, 'shell/dist/server/shell.js');
  const catalogFile = () => join(dir, 'mfe-catalog/dist/server/remoteEntry.js');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'build-refresh-'));
    mkdirSync(join(dir, 'shell/dist/server'), { recursive: true });
    writeFileSync(join(dir, 'shell/dist/index.html'), INDEX_HTML);
    writeFileSync(shellFile(), shellBuild('one'));
    mkdirSync(join(dir, 'mfe-catalog/dist/server'), { recursive: true });
    writeFileSync(join(dir, 'mfe-catalog/dist/remoteEntry.js'), '');
    writeFileSync(catalogFile(), catalogBuild(['/first']));
    t = await createTestApp({ STATIC_DIR: dir });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async () => (await t.http().get('/about').expect(200)).text;
  const catalogPaths = async () => {
    const manifest = (await t.http().get('/remotes.json').expect(200)).body as Record<
      string,
      { routes: Array<{ path: string }> }
    >;
    return manifest.catalog.routes.map((route) => route.path);
  };
  /** Asks until `read` gives what `done` looks for, within one generous deadline. */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 60_000;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      value = await read();
    }
    return value;
  }

  it('keeps the loaded builds while their files are unchanged, and takes new ones without a restart', async () => {
    expect(await page()).toContain('shell one, loaded 1 times');
    expect(await catalogPaths()).toEqual(['/first']);

    // A file touched with the same text is asked for again, found the same, and not loaded again.
    const later = new Date(Date.now() + 1000);
    utimesSync(shellFile(), later, later);
    utimesSync(catalogFile(), later, later);
    writeFileSync(catalogFile(), catalogBuild(['/first', '/second']));
    expect(await until(catalogPaths, (paths) => paths.length === 2)).toEqual(['/first', '/second']);
    expect(await page()).toContain('shell one, loaded 1 times');

    writeFileSync(shellFile(), shellBuild('two'));
    expect(await until(page, (html) => html.includes('shell two'))).toContain('shell two, loaded 2 times');
  }, 150_000);
});

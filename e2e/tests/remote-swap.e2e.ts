/**
 * A new catalog remote changes the server-rendered HTML at run time: a second build of the
 * catalog (with a changed heading, and a page of its own that it declares) is put into the
 * remotes file, and the running API renders with it and serves its new page, with nothing else
 * rebuilt or restarted.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { join } from 'node:path';
import webpack from 'webpack';
import { REPO_ROOT, RunningServer, startServer } from '../src/server';

// Inside the repository, so the build resolves the workspace's node_modules.
const WORK_DIR = join(REPO_ROOT, 'e2e', '.tmp', `remote-swap-${process.pid}`);
const STATIC_DIR = join(WORK_DIR, 'static');
const CATALOG_V2 = join(WORK_DIR, 'mfe-catalog-v2');
const HEADING = 'Voices Behind the Screen';
const CHANGED = 'Voices Behind the Screen (second catalog build)';
const NEW_PAGE = 'Stories from our sellers';

let api: RunningServer | undefined;
let cdn: Server | undefined;

function edit(file: string, find: string, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer holds ${find}`);
  writeFileSync(file, text.replace(find, replacement));
}

/** The catalog's source with one text changed, built by the catalog's own server build config. */
async function buildSecondCatalog(): Promise<void> {
  cpSync(join(REPO_ROOT, 'mfe-catalog', 'src'), join(CATALOG_V2, 'src'), { recursive: true });
  // The heading's text is the English catalog's (the server renders English from it).
  edit(
    join(CATALOG_V2, 'src/i18n/en.json'),
    `"catalog.blogList.hero": "${HEADING}"`,
    `"catalog.blogList.hero": "${CHANGED}"`,
  );
  // A page the shell has never heard of: the remote declares it and renders it.
  edit(join(CATALOG_V2, 'src/route-table.ts'), '];', "  publicRoute('/stories'),\n];");
  edit(
    join(CATALOG_V2, 'src/routes.tsx'),
    '<Route path="/services"',
    `<Route path="/stories" element={<h1>${NEW_PAGE}</h1>} />\n      <Route path="/services"`,
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createServerConfig } = require('@market/mf-webpack');
  const config = createServerConfig(
    { dir: CATALOG_V2, entry: './src/server.ts', filename: 'remoteEntry.js' },
    { mode: 'production' },
  );
  await new Promise<void>((done, fail) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? fail(error ?? new Error(stats?.toString())) : done(),
    ),
  );
}

/** A static host for the second build, as a CDN would be. */
function serveBuild(dir: string): Promise<string> {
  cdn = createServer((request, response) => {
    const file = join(dir, (request.url ?? '/').replace(/\?.*$/, ''));
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) =>
    cdn!.listen(0, '127.0.0.1', () => {
      const address = cdn!.address();
      done(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

beforeAll(async () => {
  // The product's builds, with a remotes.json of this test's own.
  mkdirSync(STATIC_DIR, { recursive: true });
  cpSync(join(REPO_ROOT, 'shell', 'dist'), join(STATIC_DIR, 'shell', 'dist'), { recursive: true });
  for (const remote of ['mfe-catalog', 'mfe-checkout', 'mfe-messaging', 'mfe-admin']) {
    symlinkSync(join(REPO_ROOT, remote), join(STATIC_DIR, remote));
  }
  api = await startServer({ STATIC_DIR });
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await new Promise((done) => (cdn ? cdn.close(done) : done(undefined)));
  rmSync(WORK_DIR, { recursive: true, force: true });
});

async function blogHtml(): Promise<string> {
  const response = await fetch(`${api!.url}/blog`);
  expect(response.status).toBe(200);
  return response.text();
}

test('a second catalog build in the remotes file changes the server-rendered HTML and adds its page, without a restart', async () => {
  expect(await blogHtml()).toContain(`>${HEADING}</h1>`);
  expect((await fetch(`${api!.url}/stories`)).status).toBe(404);

  await buildSecondCatalog();
  const cdnUrl = await serveBuild(join(CATALOG_V2, 'dist'));
  // The deployment's remotes file (REMOTES_FILE, by default STATIC_DIR/remotes.json).
  writeFileSync(join(STATIC_DIR, 'remotes.json'), JSON.stringify({ catalog: `${cdnUrl}/remoteEntry.js` }));

  // The API looks at the manifest again within a few seconds.
  const deadline = Date.now() + 30_000;
  let html = await blogHtml();
  while (!html.includes(CHANGED) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 500));
    html = await blogHtml();
  }
  expect(html).toContain(`>${CHANGED}</h1>`);
  // The shell's part of the page is unchanged, and the page still carries its data for hydration.
  expect(html).toContain('Skip to content');
  expect(html).toContain('id="ssr-loads"');

  const manifest = (await (await fetch(`${api!.url}/remotes.json`)).json()) as {
    catalog: { entry: string; routes: { path: string }[] };
  };
  expect(manifest.catalog.entry).toBe(`${cdnUrl}/remoteEntry.js`);
  expect(manifest.catalog.routes.map((route) => route.path)).toContain('/stories');
  const stories = await fetch(`${api!.url}/stories`);
  expect(stories.status).toBe(200);
  expect(await stories.text()).toContain(`>${NEW_PAGE}</h1>`);
}, 180_000);

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from './test-app';

/**
 * The shell's server build as the host sees it (shell/src/server.tsx's exports), standing in for
 * the real one (built by the front end, tested in e2e/tests/public-pages.e2e.ts): its pages read
 * the API through the fetch the host gives it and declare their head, status and redirects.
 */
export const SHELL_SERVER_BUILD = `
let apiFetch;
exports.shared = {};
exports.setApiFetch = (implementation) => { apiFetch = implementation; };
exports.visitorQuery = (pathname, search) => {
  const query = new URLSearchParams(search).get('query');
  return pathname === '/search' && query ? new URLSearchParams({ query }).toString() : '';
};
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
const notFound = (page) => page({ title: 'Page Not Found', description: 'Gone.', status: 404, robots: 'noindex' },
  '<h1>Oops! Page Not Found</h1>');
const price = (p) => (p.regularPrice === undefined ? '' : '<p class="price">$' + p.regularPrice + '</p>');
const cards = (list) => list.map((s) => '<h3>' + escape(s.shortTitle) + '</h3>' + price(s.packages[0])).join('');
let renders = 0;
exports.renderPage = async (url, manifest, loadRemote, colorMode, user) => {
  // The real shell routes under the language's prefix (its router's basename) and shows that language.
  const { pathname: asked, searchParams } = new URL(url, 'http://page');
  const language = /^\\/(de|es|fr|ar)(?=\\/|$)/.exec(asked)?.[1] ?? 'en';
  const pathname = language === 'en' ? asked : asked.slice(3) || '/';
  const page = (head, html) => ({ html: html + '<p class="language">' + language + '</p>', loads: {}, errors: [], head, browserOnly: false });
  const read = async (path) => {
    const response = await apiFetch(path);
    return response.ok ? response.json() : undefined;
  };
  if (pathname.startsWith('/auth/')) return { html: '', loads: {}, errors: [], browserOnly: true };
  if (pathname === '/broken') throw new Error('the shell failed');
  if (pathname === '/') return page({ title: 'Home', description: 'Home.', canonicalPath: '/' }, '<h1>Home</h1>');
  if (pathname === '/Graphics-Design') return { ...page(undefined, ''), redirect: '/graphics-design' };
  if (pathname === '/graphics-design') {
    return page({ title: 'Graphics & Design', description: 'Designs.', canonicalPath: pathname },
      '<h1>Graphics &amp; Design</h1>' + cards(await read('/api/services?category=graphics-design')));
  }
  if (pathname === '/search') {
    const query = searchParams.get('query') ?? '';
    return page({ title: 'Search', description: 'Search.', robots: 'noindex, follow' },
      cards(await read('/api/services?search=' + encodeURIComponent(query))) +
      '<p class="render">' + (renders += 1) + '</p>');
  }
  const service = /^\\/logo-design\\/([^/]+)$/.exec(pathname);
  const found = service && (await read('/api/services/single-service/' + service[1]));
  if (!found) return notFound(page);
  const head = {
    title: found.title,
    description: found.shortDesc,
    canonicalPath: pathname,
    image: found.coverImage,
    ogType: 'product',
    jsonLd: (site) => [{ '@type': 'Service', name: found.title, url: site.origin + pathname, brand: site.brand }],
  };
  // A signed-in page: the user it is rendered as, and what the API tells that user of themself.
  const signedIn = user
    ? '<a href="/profile/' + user.id + '">Profile</a><p class="me">' +
      escape((await read('/api/auth/me'))?.username ?? 'nobody') + '</p><p class="render">' + (renders += 1) + '</p>'
    : '';
  return page(head, '<h1>' + escape(found.title) + '</h1>' + found.packages.map(price).join('') + signedIn);
};
`;

/** Writes the stand-in as `<shellDist>/server/shell.js`, where the API looks for the shell's server build. */
export function writeShellServerBuild(shellDist: string): void {
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(join(shellDist, 'server/shell.js'), SHELL_SERVER_BUILD);
}

/**
 * An API app serving a shell build of its own (STATIC_DIR, a new folder): `indexHtml` as the
 * shell's index.html, the stand-in above as its server build, and what `addBuilds` writes beside
 * them (remotes' dist folders). Closing the app removes the folder.
 */
export async function openShellSite(
  indexHtml: string,
  env: Record<string, string>,
  addBuilds: (dir: string) => void = () => undefined,
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'shell-site-'));
  const shellDist = join(dir, 'shell/dist');
  mkdirSync(shellDist, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), indexHtml);
  writeShellServerBuild(shellDist);
  addBuilds(dir);
  const t = await createTestApp({ STATIC_DIR: dir, ...env });
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import {
  isEntryUrl,
  parseRemotesManifest,
  type RouteOwner,
  standInUser,
  type ColorMode,
  type PageRole,
  type PageHead,
  type RemotesManifest,
  type RenderLocale,
} from '@market/contracts';
import { renderAsRole } from '../auth/page-role';
import { integrityOf, parseRemotesFile, RemoteSource } from './remotes-file';

/** What the shell's server build (shell/src/server.tsx) exports. */
interface ShellServerBuild {
  renderPage(
    url: string,
    manifest: RemotesManifest,
    loadRemote: (name: string) => Promise<{ default: unknown }>,
    colorMode: ColorMode,
    user: unknown,
    locale?: RenderLocale,
  ): Promise<Omit<RenderedPage, 'manifest' | 'role' | 'url' | 'scripts'>>;
  shared: Record<string, unknown>;
  setApiFetch(implementation: typeof fetch): void;
  /** What the shell's own pages read of the query (see RemoteServerBuild). */
  visitorQuery?: unknown;
  signedInQuery?: unknown;
}

/** What a remote's server build (mfe-*\/src/server.ts) exports. */
interface RemoteServerBuild {
  /** The paths it declares (RouteDeclaration[]), validated before use. */
  routes?: unknown;
  /** Its routes component, when the API renders its pages; otherwise they render in the browser. */
  Routes?: unknown;
  /**
   * `(pathname, search) => string`: the part of the query its page reads for a visitor, in one
   * spelling (the HTML cache's key, and the URL the page is rendered at). Without it, only a
   * page with no query is cached.
   */
  visitorQuery?: unknown;
  /** The same for a signed-in user's page (one copy per role); without it, likewise. */
  signedInQuery?: unknown;
}

export interface RenderedPage {
  html: string;
  loads: Record<string, unknown>;
  errors: unknown[];
  /** The head its page declared; none when no page did (the template's own title stays). */
  head?: PageHead;
  /** Where a non-canonical address moved: a 301 instead of this HTML. */
  redirect?: string;
  /** A screen drawn in the browser only: answered with the plain shell. */
  browserOnly: boolean;
  /**
   * The language it was rendered in (`<html lang dir>`); a shell build from before the
   * languages says none: English.
   */
  locale?: RenderLocale;
  /** The catalogs it was rendered with, by app, only its language's: inlined for hydration. */
  messages?: Record<string, unknown>;
  /** The manifest the page was rendered with: the browser hydrates with the same routes. */
  manifest: RemotesManifest;
  /** The role it was rendered for (as that role's stand-in user), or none for a visitor. */
  role?: PageRole;
  /** The URL it was rendered at: the browser shows this one before it hydrates. */
  url: string;
  /** The browser scripts of the remote whose page it is, preloaded so hydration waits for no round trip. */
  scripts: string[];
}

interface LoadedBuild<T> {
  /** `sha256-<base64>` of its code: its version, and what a pinned integrity is compared with. */
  integrity: string;
  exports: T;
  /** Its source's validator (ETag, or a file's size and time): asked again only if it changed. */
  validator?: string;
}

/** A source as fetched: its text and validator, `unchanged` (the validator still holds), or none. */
type Fetched = { text: string; validator?: string } | 'unchanged' | undefined;

/** When a build's source was last asked for, and the request still under way. */
interface BuildCheck {
  at: number;
  pending?: Promise<void>;
}

/** Server builds and the manifest are read again at most this often, so a deployed remote shows within seconds. */
const RECHECK_MS = 5000;

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex');

/** What a remote's browser build starts its pages with, and when that was last read. */
interface BrowserScripts {
  at: number;
  files: string[];
  pending?: Promise<void>;
}

/** A remote's server build: `server/remoteEntry.js` beside its browser `remoteEntry.js`. */
const serverEntryOf = (entry: string) => entry.replace(/remoteEntry\.js$/, 'server/remoteEntry.js');

/**
 * The remotes of this deployment, and public pages rendered with them.
 *
 * Which remotes there are: every `mfe-<name>/dist/remoteEntry.js` under STATIC_DIR (served at
 * `/remotes/<name>/`), unless the remotes file (REMOTES_FILE) names another entry for it, or adds
 * one, as `{"catalog": "https://cdn.example/catalog/v42/remoteEntry.js"}`.
 * What each serves: the routes its own server build declares (`routes`), read from the file
 * `server/remoteEntry.js` beside its entry, fetched as the browser fetches the browser build
 * (same-origin paths through this server, https, or http from this machine) within
 * REMOTE_FETCH_TIMEOUT_MS, and refused unless it has the integrity the remotes file pins for it.
 * Together they are `/remotes.json`. A remote that also exports `Routes` there has its public
 * pages rendered here; one whose server build cannot be had leaves its area to the browser.
 * A new remotes file or a new remote build changes routes and HTML without a restart.
 */
export class ServerRenderer {
  private readonly builds = new Map<string, LoadedBuild<Record<string, unknown>>>();
  private readonly checks = new Map<string, BuildCheck>();
  private readonly scripts = new Map<string, BrowserScripts>();
  private composed:
    | { manifest: RemotesManifest; sources: Record<string, RemoteSource>; text: string; checkedAt: number }
    | undefined;
  /** version(), until the manifest or a build changes. */
  private versionHash: string | undefined;
  private readonly nodeRequire: NodeRequire;
  /** The shell's server build is deployed with the API (as its index.html is). */
  private readonly shellBuild: string;

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly staticDir: string,
    private readonly remotesFile: string,
    /** How long a server build's host may take to answer (REMOTE_FETCH_TIMEOUT_MS). */
    private readonly fetchTimeoutMs: number,
  ) {
    this.shellBuild = pathToFileURL(join(staticDir, 'shell', 'dist', 'server', 'shell.js')).href;
    // npm packages (React, the router, React-Bootstrap) are the API's own: one React for every build.
    this.nodeRequire = createRequire(__filename);
  }

  /** `/remotes.json`: each remote's entry and the routes it declares. */
  async manifest(): Promise<RemotesManifest> {
    return (await this.compose()).manifest;
  }

  /** Changes whenever the manifest or a server build changes: part of the HTML cache key. */
  async version(): Promise<string> {
    const { text } = await this.compose();
    // Hashed again only after the manifest was composed again or a build changed, not per page.
    this.versionHash ??= hashOf(
      [text, ...[...this.builds.values()].map((build) => build.integrity)].join('\n'),
    );
    return this.versionHash;
  }

  /** Whether the API renders this remote's pages (its server build exports `Routes`). */
  async rendersRemote(name: string): Promise<boolean> {
    return (await this.remoteBuild(name)) !== undefined;
  }

  /**
   * The page's HTML and data, or undefined when the shell's server build is missing. With a
   * `role`, the page is a signed-in one, rendered as the role's stand-in user (page-role.ts):
   * the same for every user of the role. `url` keeps its language prefix (`/de/logo-design/7`
   * renders in German, its links under `/de`); `locale` overrides the address's language (the
   * pseudo-locale in tests; a signed-in user's language on an unprefixed page). The answer's
   * `locale` is the one it was rendered in, `messages` the catalogs to inline (fillTemplate).
   */
  async render(
    url: string,
    owner: RouteOwner | null,
    colorMode: ColorMode,
    role?: PageRole,
    locale?: RenderLocale,
  ): Promise<RenderedPage | undefined> {
    return role
      ? renderAsRole(role, () => this.draw(url, owner, colorMode, role, locale))
      : this.draw(url, owner, colorMode, undefined, locale);
  }

  private async draw(
    ...[url, owner, colorMode, role, locale]: Parameters<ServerRenderer['render']>
  ): Promise<RenderedPage | undefined> {
    const shell = await this.load<ShellServerBuild>(this.shellBuild, {});
    if (!shell) return undefined;
    const user = role ? standInUser(role) : null;
    const { manifest } = await this.compose();
    const loadRemote = async (name: string) => {
      const Routes = await this.remoteBuild(name);
      if (!Routes) throw new Error(`The ${name} remote has no server-rendered routes`);
      return { default: Routes };
    };
    const [page, scripts] = await Promise.all([
      shell.exports.renderPage(url, manifest, loadRemote, colorMode, user, locale),
      owner ? this.browserScripts(owner.remote) : [],
    ]);
    return { ...page, manifest, role, url, scripts };
  }

  /**
   * A remote's browser entry and the chunks of its exposed `Routes` (the `mf-manifest.json` its
   * build writes beside the entry), read again at most every RECHECK_MS; a page waits only for a
   * remote it never read, and an unreadable manifest leaves the entry alone.
   */
  private async browserScripts(name: string): Promise<string[]> {
    const source = (await this.compose()).sources[name];
    if (!source) return [];
    const { entry } = source;
    let known = this.scripts.get(entry);
    if (!known || (!known.pending && Date.now() - known.at >= RECHECK_MS)) {
      const record: BrowserScripts = { at: Date.now(), files: known?.files ?? [entry] };
      record.pending = this.readBrowserScripts(entry).then((files) => {
        record.files = files;
        record.pending = undefined;
      });
      this.scripts.set(entry, record);
      if (known) return known.files;
      known = record;
    }
    await known.pending;
    return known.files;
  }

  private async readBrowserScripts(entry: string): Promise<string[]> {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const fetched = await this.fetchSource(`${base}mf-manifest.json`);
    try {
      const { exposes } = JSON.parse(typeof fetched === 'object' ? fetched.text : '') as {
        exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
      };
      const routes = exposes.find((exposed) => exposed.name === 'Routes');
      const chunks = (routes?.assets.js.sync ?? []).filter((file) => /^[\w.-]+\.js$/.test(file));
      return [entry, ...chunks.map((file) => `${base}${file}`)];
    } catch {
      return [entry];
    }
  }

  /**
   * The query the page at `pathname` reads for a visitor (or a signed-in user), in the spelling
   * its author (`owner`, the remote that declares the path, else the shell) gives; undefined when
   * the author cannot say (then the page is cached only without a query).
   */
  async pageQuery(
    owner: RouteOwner | null,
    pathname: string,
    search: string,
    signedIn: boolean,
  ): Promise<string | undefined> {
    const build = owner
      ? await this.remoteExports(owner.remote)
      : (await this.load<ShellServerBuild>(this.shellBuild, {}))?.exports;
    const read = signedIn ? build?.signedInQuery : build?.visitorQuery;
    if (typeof read !== 'function') return search === '' ? '' : undefined;
    try {
      const query: unknown = read(pathname, search);
      return typeof query === 'string' ? query : undefined;
    } catch (error) {
      Logger.warn(`${pathname}: the page's query failed: ${(error as Error).message}`, 'ServerRenderer');
      return undefined;
    }
  }

  private async remoteBuild(name: string): Promise<unknown> {
    return (await this.remoteExports(name))?.Routes;
  }

  private async remoteExports(name: string): Promise<RemoteServerBuild | undefined> {
    const source = (await this.compose()).sources[name];
    if (!source) return undefined;
    const shell = await this.load<ShellServerBuild>(this.shellBuild, {});
    const build = await this.load<RemoteServerBuild>(
      serverEntryOf(source.entry),
      shell?.exports.shared ?? {},
      source.integrity,
    );
    return build?.exports;
  }

  private async compose(): Promise<{
    manifest: RemotesManifest;
    sources: Record<string, RemoteSource>;
    text: string;
  }> {
    if (this.composed && Date.now() - this.composed.checkedAt < RECHECK_MS) return this.composed;
    const shared = (await this.load<ShellServerBuild>(this.shellBuild, {}))?.exports.shared ?? {};
    const sources = await this.remoteSources();
    // Every host at once: a page waits for the slowest, never for the sum.
    const builds = await Promise.all(
      Object.values(sources).map(({ entry, integrity }) =>
        this.load<RemoteServerBuild>(serverEntryOf(entry), shared, integrity),
      ),
    );
    const manifest: RemotesManifest = {};
    Object.entries(sources).forEach(([name, { entry }], index) => {
      // The same checks as the browser's: a malformed route is left out.
      const routes = parseRemotesManifest({ [name]: { entry, routes: builds[index]?.exports.routes } })[name]
        ?.routes;
      manifest[name] = { entry, routes: routes ?? [] };
    });
    this.composed = { manifest, sources, text: JSON.stringify(manifest), checkedAt: Date.now() };
    this.versionHash = undefined;
    return this.composed;
  }

  /** Remote name to its entry: the built remotes under STATIC_DIR, then the remotes file. */
  private async remoteSources(): Promise<Record<string, RemoteSource>> {
    const sources: Record<string, RemoteSource> = {};
    for (const folder of await readdir(this.staticDir).catch(() => [] as string[])) {
      const name = /^mfe-([a-z][a-z0-9_-]*)$/.exec(folder)?.[1];
      if (name && existsSync(join(this.staticDir, folder, 'dist', 'remoteEntry.js')))
        sources[name] = { entry: `/remotes/${name}/remoteEntry.js` };
    }
    const file = await readFile(this.remotesFile, 'utf8').catch(() => undefined);
    if (file === undefined) return sources;
    try {
      const { sources: named, refused } = parseRemotesFile(file);
      for (const name of refused) {
        Logger.warn(
          `${this.remotesFile}: ${name} is left out: its entry must be https (plain http only from this machine) or a path on this site, its integrity sha256-<base64>`,
          'ServerRenderer',
        );
      }
      Object.assign(sources, named);
    } catch (error) {
      Logger.warn(`${this.remotesFile}: ${(error as Error).message}`, 'ServerRenderer');
    }
    return sources;
  }

  /**
   * A server build, asked for again at most every RECHECK_MS. A build already loaded keeps
   * serving while its host is asked (a slow or dead host never holds a page); a page waits only
   * for a build it has never had, and then at most the fetch timeout.
   */
  private async load<T>(
    url: string,
    shared: Record<string, unknown>,
    integrity?: string,
  ): Promise<LoadedBuild<T> | undefined> {
    const check = this.checks.get(url);
    if (!check || (!check.pending && Date.now() - check.at >= RECHECK_MS)) {
      const pending = this.refresh(url, shared, integrity)
        .catch((error: Error) => Logger.warn(`Server build ${url}: ${error.message}`, 'ServerRenderer'))
        .finally(() => this.checks.set(url, { at: Date.now() }));
      this.checks.set(url, { at: Date.now(), pending });
    }
    const usable = () => {
      const known = this.builds.get(url);
      // A build kept from before the remotes file pinned another integrity is not run either.
      return known && (integrity === undefined || known.integrity === integrity)
        ? (known as LoadedBuild<T>)
        : undefined;
    };
    if (usable()) return usable();
    await this.checks.get(url)?.pending;
    return usable();
  }

  private async refresh(url: string, shared: Record<string, unknown>, integrity?: string): Promise<void> {
    // Asked with the loaded build's validator: the same build is not read and hashed again (the
    // shell's is over 1 MB) every few seconds.
    const fetched = await this.fetchSource(url, this.builds.get(url)?.validator);
    // A build that cannot be fetched now keeps serving as it was (a host that is briefly down).
    if (fetched === undefined || fetched === 'unchanged') return;
    const { text: code, validator } = fetched;
    const actual = integrityOf(code);
    const known = this.builds.get(url);
    if (known?.integrity === actual) {
      known.validator = validator;
      return;
    }
    if (integrity !== undefined && actual !== integrity) {
      Logger.error(
        `Server build ${url}: integrity ${actual} is not the ${integrity} the remotes file pins: not run`,
        'ServerRenderer',
      );
      return;
    }
    let exports: Record<string, unknown>;
    try {
      exports = this.evaluate(code, url, shared);
    } catch (error) {
      Logger.warn(`Server build ${url}: ${(error as Error).message}`, 'ServerRenderer');
      return;
    }
    if (url === this.shellBuild) {
      (exports as unknown as ShellServerBuild).setApiFetch(this.inProcessFetch);
    }
    this.builds.set(url, { integrity: actual, exports, validator });
    this.versionHash = undefined;
  }

  /** A CommonJS server build; `shared` answers its imports before Node's own modules. */
  private evaluate(code: string, url: string, shared: Record<string, unknown>): Record<string, unknown> {
    const module = { exports: {} as Record<string, unknown> };
    const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
      filename: url,
    }) as (exports: object, require: (id: string) => unknown, module: object) => void;
    wrapper(module.exports, (id) => (id in shared ? shared[id] : this.nodeRequire(id)), module);
    return module.exports;
  }

  /**
   * A build's source, by a file URL, https (or http from this machine), or a path on this site.
   * With the `validator` of the copy in hand, an unchanged source answers `unchanged` unread: a
   * file whose size and time are the same, a host's or this site's 304 to `If-None-Match`.
   */
  private async fetchSource(url: string, validator?: string): Promise<Fetched> {
    const headers: Record<string, string> = validator ? { 'if-none-match': validator } : {};
    try {
      if (url.startsWith('file:')) {
        const path = fileURLToPath(url);
        const file = await stat(path).catch(() => undefined);
        if (!file) return undefined;
        const stamp = `${file.size}-${file.mtimeMs}`;
        if (stamp === validator) return 'unchanged';
        const text = await readFile(path, 'utf8').catch(() => undefined);
        return text === undefined ? undefined : { text, validator: stamp };
      }
      if (/^https?:\/\//.test(url)) {
        // The timeout covers the body too: a host that sends headers and then stalls is cut off.
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(this.fetchTimeoutMs) });
        // A redirect may not lead where the remotes file could not (plain http elsewhere).
        if (!isEntryUrl(response.url)) {
          Logger.error(`Server build ${url}: redirected to ${response.url}: not run`, 'ServerRenderer');
          return undefined;
        }
        if (response.status === 304 && validator) return 'unchanged';
        return response.ok
          ? { text: await response.text(), validator: response.headers.get('etag') ?? undefined }
          : undefined;
      }
      const response = await this.fastify.inject({ method: 'GET', url, headers });
      if (response.statusCode === 304 && validator) return 'unchanged';
      const etag = response.headers.etag;
      return response.statusCode === 200
        ? { text: response.body, validator: typeof etag === 'string' ? etag : undefined }
        : undefined;
    } catch (error) {
      Logger.warn(`Server build ${url}: ${(error as Error).message}`, 'ServerRenderer');
      return undefined;
    }
  }

  /** The pages' API calls during a render, answered by this server without the network. */
  private readonly inProcessFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const response = await this.fastify.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  }) as typeof fetch;
}

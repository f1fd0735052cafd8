import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/** What the shell's server build (shell/src/server.tsx) exports. */
interface ShellServerBuild {
  renderPage(url: string, loadRemote: (name: string) => Promise<{ default: unknown }>): Promise<RenderedPage>;
  shared: Record<string, unknown>;
  setApiFetch(implementation: typeof fetch): void;
}

export interface RenderedPage {
  html: string;
  loads: Record<string, unknown>;
  errors: unknown[];
}

interface LoadedBuild<T> {
  hash: string;
  exports: T;
  checkedAt: number;
}

/** Server builds are fetched again at most this often, so a deployed remote shows within seconds. */
const RECHECK_MS = 5000;

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * Renders public pages with the shell's server build and each remote's own server build: the
 * file `server/remoteEntry.js` beside the `remoteEntry.js` that `/remotes.json` names, fetched as
 * the browser fetches the browser build (same-origin paths through this server, or any http(s)
 * URL). A new manifest or a new remote build changes the HTML without a restart.
 */
export class ServerRenderer {
  private readonly builds = new Map<string, LoadedBuild<Record<string, unknown>>>();
  private manifest: { text: string; checkedAt: number } | undefined;
  private readonly nodeRequire: NodeRequire;
  /** The shell's server build and remotes.json are deployed with the API (as its index.html is). */
  private readonly shellBuild: string;
  private readonly manifestFile: string;

  constructor(
    private readonly fastify: FastifyInstance,
    shellDir: string,
  ) {
    const file = join(shellDir, 'server', 'shell.js');
    this.shellBuild = pathToFileURL(file).href;
    this.manifestFile = pathToFileURL(join(shellDir, 'remotes.json')).href;
    // npm packages (React, the router, React-Bootstrap) are the API's own: one React for every build.
    this.nodeRequire = createRequire(__filename);
  }

  /** Changes whenever the manifest or a server build changes: part of the HTML cache key. */
  async version(): Promise<string> {
    const manifest = await this.readManifest();
    const shell = await this.load<ShellServerBuild>(this.shellBuild, {});
    if (shell) {
      for (const url of [...this.builds.keys()]) {
        if (url !== this.shellBuild) await this.load(url, shell.exports.shared);
      }
    }
    return hashOf([manifest, ...[...this.builds.values()].map((build) => build.hash)].join('\n'));
  }

  /** The page's HTML and data, or undefined when the shell's server build is missing. */
  async render(url: string): Promise<RenderedPage | undefined> {
    const shell = await this.load<ShellServerBuild>(this.shellBuild, {});
    if (!shell) return undefined;
    return shell.exports.renderPage(url, async (name) => {
      const entry = await this.serverEntryOf(name);
      const remote = entry ? await this.load<{ Routes?: unknown }>(entry, shell.exports.shared) : undefined;
      if (!remote?.exports.Routes) throw new Error(`The ${name} remote has no server build`);
      return { default: remote.exports.Routes };
    });
  }

  private async serverEntryOf(name: string): Promise<string | undefined> {
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(await this.readManifest()) as Record<string, unknown>;
    } catch {
      return undefined;
    }
    const entry = manifest[name];
    if (typeof entry !== 'string' || !/remoteEntry\.js$/.test(entry)) return undefined;
    return entry.replace(/remoteEntry\.js$/, 'server/remoteEntry.js');
  }

  private async readManifest(): Promise<string> {
    if (!this.manifest || Date.now() - this.manifest.checkedAt > RECHECK_MS) {
      this.manifest = { text: (await this.fetchText(this.manifestFile)) ?? '{}', checkedAt: Date.now() };
    }
    return this.manifest.text;
  }

  private async load<T>(url: string, shared: Record<string, unknown>): Promise<LoadedBuild<T> | undefined> {
    const known = this.builds.get(url);
    if (known && Date.now() - known.checkedAt < RECHECK_MS) return known as LoadedBuild<T>;
    const code = await this.fetchText(url);
    if (code === undefined) return undefined;
    const hash = hashOf(code);
    if (known?.hash === hash) {
      known.checkedAt = Date.now();
      return known as LoadedBuild<T>;
    }
    const exports = this.evaluate(code, url, shared);
    if (url === this.shellBuild) {
      (exports as unknown as ShellServerBuild).setApiFetch(this.inProcessFetch);
    }
    const build = { hash, exports, checkedAt: Date.now() };
    this.builds.set(url, build);
    return build as LoadedBuild<T>;
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

  private async fetchText(url: string): Promise<string | undefined> {
    try {
      if (url.startsWith('file:')) return await readFile(fileURLToPath(url), 'utf8').catch(() => undefined);
      if (/^https?:\/\//.test(url)) {
        const response = await fetch(url);
        return response.ok ? await response.text() : undefined;
      }
      const response = await this.fastify.inject({ method: 'GET', url });
      return response.statusCode === 200 ? response.body : undefined;
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

import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import type {
  PgliteError,
  PgliteReply,
  PgliteRequest,
  PgliteWasm,
  PgliteWorkerOptions,
  SettingStatements,
} from './pglite-worker';

type Body<R> = R extends unknown ? Omit<R, 'id'> : never;

/** What Drizzle's PGlite driver asks of its client: queries, and transactions that scope them. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** A PostgreSQL error from the worker, with its fields (`code`...) as PGlite raised them. */
function fromPlainError(plain: PgliteError): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain);
  return error;
}

/** `set` and `reset` statements for settings (names and values are the code's own, checked anyway). */
function settingStatements(settings: Record<string, string>): SettingStatements {
  const entries = Object.entries(settings);
  if (entries.some(([name, value]) => !/^\w+$/.test(name) || !/^\w+$/.test(value)))
    throw new Error('a setting is a name and a value made of letters, digits and _');
  return {
    set: entries.map(([name, value]) => `set ${name} = ${value}`).join('; '),
    reset: entries.map(([name]) => `reset ${name}`).join('; '),
  };
}

/** The messages to and from the worker: a reply per request, in any order. */
class Channel {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private stopped?: Error;

  constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve('value' in reply ? reply.value : undefined);
      else waiting.reject(fromPlainError(reply.error));
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const waiting of this.pending.values()) waiting.reject(this.stopped);
      this.pending.clear();
    };
    worker.on('error', (error) => stop(new Error(`the embedded database stopped: ${error.message}`)));
    worker.on('exit', () => stop(new Error('the embedded database is closed')));
  }

  request<T>(body: Body<PgliteRequest>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...body, id });
    });
  }
}

/**
 * The API's side of the embedded database: the subset of PGlite's interface Drizzle's driver
 * uses (`query`, `transaction`), answered by the worker thread that owns PGlite.
 */
export class PgliteThreadClient {
  constructor(
    private readonly channel: Channel,
    private readonly tx?: number,
    private readonly settings?: SettingStatements,
  ) {}

  /** A client whose every statement runs with these settings (`name: value`), for it alone. */
  withSettings(settings: Record<string, string>): PgliteThreadClient {
    return new PgliteThreadClient(this.channel, this.tx, settingStatements(settings));
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.channel.request({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      // Drizzle's parsers keep these types as PostgreSQL's text; functions cannot cross threads.
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      tx: this.tx,
      settings: this.settings,
    });
  }

  async transaction<T>(run: (tx: PgliteThreadClient) => Promise<T>): Promise<T> {
    if (this.tx !== undefined) throw new Error('nested transactions use savepoints');
    const id = await this.channel.request<number>({ op: 'begin' });
    let result: T;
    try {
      result = await run(new PgliteThreadClient(this.channel, id, this.settings));
    } catch (error) {
      await this.channel.request({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.channel.request({ op: 'end', tx: id, commit: true });
    return result;
  }
}

export interface PgliteThread {
  client: PgliteThreadClient;
  dump(): Promise<ArrayBuffer>;
  close(): Promise<void>;
}

let compiledWasm: Promise<PgliteWasm> | undefined;

/**
 * PGlite's two WebAssembly modules, compiled once per process and shared by every database thread
 * it starts (a compiled module crosses to a worker without being compiled again): compiling them
 * cost each start about a second of CPU, which the tests pay for every database they open.
 */
function pgliteWasm(): Promise<PgliteWasm> {
  compiledWasm ??= (async () => {
    const dist = dirname(require.resolve('@electric-sql/pglite'));
    const compile = async (name: string) => WebAssembly.compile(await readFile(join(dist, name)));
    const [pglite, initdb] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pglite, initdb };
  })();
  compiledWasm.catch(() => (compiledWasm = undefined));
  return compiledWasm;
}

/** Starts the worker that owns PGlite in `dataDir`, once it is open and migrated. */
export async function startPgliteThread(options: PgliteWorkerOptions): Promise<PgliteThread> {
  // Built, the worker is JavaScript beside this file; from source (tests, `npm run dev`) it is
  // TypeScript, compiled as it loads.
  const fromSource = __filename.endsWith('.ts');
  const worker = new Worker(join(__dirname, `pglite-worker.${fromSource ? 'ts' : 'js'}`), {
    workerData: { pgliteWorker: { ...options, wasm: await pgliteWasm() } },
    transferList: options.template ? [options.template] : [],
    execArgv: fromSource
      ? [...process.execArgv, '--require', join(__dirname, '..', '..', 'scripts', 'ts-register.js')]
      : undefined,
  });
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`the embedded database exited (${code}) while opening`));
    worker.once('exit', onExit);
    worker.once('error', reject);
    worker.once('message', (reply: PgliteReply) => {
      worker.off('exit', onExit);
      worker.off('error', reject);
      if (reply.ok) resolve();
      else {
        reject(fromPlainError(reply.error));
        void worker.terminate();
      }
    });
  });
  const channel = new Channel(worker);
  let closing = false;
  // Every query fails from then on (and readiness says so): say why once, where operators look.
  worker.on('error', (error) =>
    new Logger('Database').error(`embedded database thread failed: ${error.message}`),
  );
  worker.on('exit', (code) => {
    if (!closing) new Logger('Database').error(`embedded database thread exited (${code})`);
  });
  return {
    client: new PgliteThreadClient(channel),
    dump: () => channel.request<ArrayBuffer>({ op: 'dump' }),
    close: async () => {
      closing = true;
      await channel.request({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

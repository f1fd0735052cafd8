/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every query
 * synchronously in the thread that owns it, so in the API's thread each query would stall every
 * other request. This worker owns the PGlite instance; the API talks to it through messages
 * (`pglite-thread.ts`). Transactions keep PGlite's own exclusivity: a transaction opened here
 * holds PGlite until the API ends it, and other queries wait for it as they would in-process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Extension, parse, PGlite, protocol, Transaction, types } from '@electric-sql/pglite';
import type { messages, QueryOptions, Results } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

// The contrib typings are ESM-only while the package ships a CommonJS build: require it directly.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

export interface PgliteWorkerOptions {
  dataDir: string;
  /** A dump (`dump`) to start from instead of an empty database. */
  template?: ArrayBuffer;
  /** PostgreSQL's `shared_buffers` (as `16MB`), when not PGlite's default. */
  sharedBuffers?: string;
  /** Migrations to apply once open, or none. */
  migrationsFolder?: string;
}

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type OIDs to hand over as PostgreSQL's text (Drizzle parses dates and numerics itself). */
      textTypes: number[];
      /** The transaction (id of its `begin`) the query belongs to. */
      tx?: number;
    }
  /** Opens a transaction; the reply is its id, for its queries and its `end`. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A PostgreSQL error as plain data: its message and fields (`code`, `constraint`, `detail`...). */
export type PgliteError = { message: string } & Record<string, unknown>;

export type PgliteReply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: PgliteError }
  | { id: 0; ok: true; ready: true }
  | { id: 0; ok: false; error: PgliteError };

export function toPlainError(error: unknown): PgliteError {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain: PgliteError = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    plain[key] = value;
  }
  return plain;
}

const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  done: Promise<unknown>;
}

/**
 * The types Drizzle's driver asks to keep as PostgreSQL's text (dates, intervals, numeric
 * arrays). Set once on the instance: parsers passed with each query cost PGlite a merge of its
 * whole parser table per query (a quarter of a small query's time).
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const DRIZZLE_TEXT_TYPE_SET = new Set(DRIZZLE_TEXT_TYPES);

/** Drizzle asks for the types the instance already reads as text (its usual query): nothing to set. */
const isDrizzleTextTypes = (textTypes: number[]) =>
  textTypes.length === DRIZZLE_TEXT_TYPE_SET.size &&
  textTypes.every((type) => DRIZZLE_TEXT_TYPE_SET.has(type));

function identityParsers(textTypes: number[]) {
  return Object.fromEntries(textTypes.map((type) => [type, (value: string) => value]));
}

/** SQL texts kept as named statements at once (each holds its parse tree and plans). */
export const NAMED_STATEMENTS = 200;

/**
 * Queries asked again run as named statements, parsed and planned once, as PostgreSQL's own
 * clients do with prepared queries: PGlite's `query` parses and plans every call anew through the
 * unnamed statement, which costs as much as running a small query (a buyer's orders: 1.4 ms a
 * call, 0.7 planned once). A text is named on its second use (one-off texts stay unnamed); the
 * least recently used beyond NAMED_STATEMENTS are closed.
 */
class NamedStatements {
  /** PGlite's type handlers as its own `query` uses them (fields its typings leave out). */
  private readonly types: {
    serializers: Record<number, (value: unknown) => string>;
    parsers: Parameters<typeof parse.parseResults>[1];
  };
  private readonly named = new Map<string, { name: string; paramTypes: number[] }>();
  private readonly seenOnce = new Set<string>();
  private nextName = 1;

  constructor(private readonly client: PGlite) {
    this.types = client as unknown as NamedStatements['types'];
  }

  /** Whether to run this text as a named statement: it was asked before (this call counts as asking). */
  worthNaming(sql: string): boolean {
    if (this.named.has(sql) || this.seenOnce.has(sql)) return true;
    if (this.seenOnce.size >= NAMED_STATEMENTS) this.seenOnce.clear();
    this.seenOnce.add(sql);
    return false;
  }

  /** Runs the query as a named statement, preparing it first if it is not one yet. */
  async run(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    let statement = this.named.get(sql);
    const messages: messages.BackendMessage[] = [];
    try {
      if (statement) {
        // Most recently used last.
        this.named.delete(sql);
        this.named.set(sql, statement);
      } else {
        statement = await this.prepare(sql);
      }
      const { paramTypes } = statement;
      const values = params.map((value, n) =>
        value === null || value === undefined
          ? null
          : (this.types.serializers[paramTypes[n]] ?? String)(value),
      );
      messages.push(
        ...(await this.send(
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
        )),
      );
    } finally {
      messages.push(...(await this.send(protocol.serialize.sync())));
    }
    return parse.parseResults(messages, this.types.parsers, options)[0];
  }

  private async prepare(sql: string) {
    const name = `named_${this.nextName++}`;
    const described = await this.send(
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.named.set(sql, statement);
    this.seenOnce.delete(sql);
    if (this.named.size > NAMED_STATEMENTS) {
      const [oldestSql, oldest] = this.named.entries().next().value!;
      this.named.delete(oldestSql);
      await this.send(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  private async send(...parts: Uint8Array[]): Promise<messages.BackendMessage[]> {
    const message = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    return this.client.execProtocolStream(message, { syncToFs: false });
  }
}

/**
 * The template as PGlite reads it: `arrayBuffer()`, nothing else. A real Blob would cost two
 * copies in Node 20 (building one copies the 40 MB; its `arrayBuffer()` reads them back in
 * chunks), half a second of CPU for each of the tests' many databases.
 */
function templateBlob(data: ArrayBuffer): Blob {
  return { type: 'application/x-tar', size: data.byteLength, arrayBuffer: async () => data } as Blob;
}

async function serve(options: PgliteWorkerOptions): Promise<void> {
  const port = parentPort!;
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.template ? templateBlob(options.template) : undefined,
    parsers: identityParsers(DRIZZLE_TEXT_TYPES),
    ...(options.sharedBuffers && {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`],
    }),
  });
  if (options.migrationsFolder) {
    await migrate(drizzle(client), { migrationsFolder: options.migrationsFolder });
  }
  const transactions = new Map<number, OpenTransaction>();
  const statements = new NamedStatements(client);
  const exclusive = client as unknown as {
    _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
    _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  };
  /** As PGlite's `query` holds the instance: outside a transaction it waits for any open one. */
  const runExclusive = <T>(inTransaction: boolean, run: () => Promise<T>) =>
    inTransaction
      ? exclusive._runExclusiveQuery(run)
      : exclusive._runExclusiveTransaction(() => exclusive._runExclusiveQuery(run));

  async function begin(id: number): Promise<void> {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    let opened!: (tx: Transaction) => void;
    const started = new Promise<Transaction>((resolve) => (opened = resolve));
    const done = client.transaction(async (tx) => {
      opened(tx);
      if (!(await decided)) throw ROLLBACK;
    });
    // BEGIN itself can fail: then the callback never runs and `done` says why.
    const tx = await Promise.race([started, done.then(() => undefined)]);
    if (!tx) throw new Error('the transaction did not start');
    transactions.set(id, { tx, end, done });
  }

  async function handle(request: PgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
        if (!target) throw new Error('the transaction has ended');
        const asSet = isDrizzleTextTypes(request.textTypes);
        const queryOptions = {
          rowMode: request.rowMode,
          parsers: asSet ? undefined : identityParsers(request.textTypes),
        };
        if (!statements.worthNaming(request.sql))
          return target.query(request.sql, request.params, queryOptions);
        const inTransaction = request.tx !== undefined;
        return runExclusive(inTransaction, async () => {
          const results = await statements.run(request.sql, request.params, queryOptions).catch((error) => {
            // As PGlite's `query` does: the error names the query that failed.
            if (error instanceof Error) Object.assign(error, { query: request.sql });
            throw error;
          });
          // As PGlite's `query` does: what a statement outside a transaction wrote is flushed.
          if (!inTransaction) await client.syncToFs();
          return results;
        });
      }
      case 'begin':
        await begin(request.id);
        return request.id;
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('the transaction has ended');
        transactions.delete(request.tx);
        open.end(request.commit);
        await open.done.catch((error) => {
          if (error !== ROLLBACK) throw error;
        });
        return undefined;
      }
      case 'dump': {
        const dump = await client.dumpDataDir('none');
        return dump.arrayBuffer();
      }
      case 'close':
        await client.close();
        return undefined;
    }
  }

  port.on('message', (request: PgliteRequest) => {
    handle(request).then(
      (value) => {
        const transfer = value instanceof ArrayBuffer ? [value] : [];
        port.postMessage({ id: request.id, ok: true, value } satisfies PgliteReply, transfer);
        if (request.op === 'close') port.close();
      },
      (error) =>
        port.postMessage({ id: request.id, ok: false, error: toPlainError(error) } satisfies PgliteReply),
    );
  });
  port.postMessage({ id: 0, ok: true, ready: true } satisfies PgliteReply);
}

if (parentPort && workerData?.pgliteWorker) {
  serve(workerData.pgliteWorker as PgliteWorkerOptions).catch((error) =>
    parentPort!.postMessage({ id: 0, ok: false, error: toPlainError(error) } satisfies PgliteReply),
  );
}

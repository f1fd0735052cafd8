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
  /** PGlite's WebAssembly, compiled once by the process that starts the threads (`pglite-thread.ts`). */
  wasm?: PgliteWasm;
}

export interface PgliteWasm {
  pglite: WebAssembly.Module;
  initdb: WebAssembly.Module;
}

/** The statements that give one query its own settings, and take them back after it. */
export interface SettingStatements {
  set: string;
  reset: string;
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
      /** Settings for this statement only: set before it, reset after. */
      settings?: SettingStatements;
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
  private readonly named = new Map<string, NamedStatement>();
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

  /**
   * Runs the query as a named statement, preparing it first if it is not one yet: Bind, Execute
   * and Sync in one call, its answer read by `readAnswer` (PGlite's own reading, which copies every
   * field into an ArrayBuffer of its own, was a third of this thread's time on a buyer's orders;
   * `execProtocolRaw` reads it that way too, so the answer is taken as a raw stream).
   */
  async run(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    settings?: SettingStatements,
  ): Promise<Results> {
    let statement = this.named.get(sql);
    if (statement) {
      // Most recently used last.
      this.named.delete(sql);
      this.named.set(sql, statement);
    } else {
      statement = await this.prepare(sql);
    }
    const { paramTypes } = statement;
    const values = params.map((value, n) =>
      value === null || value === undefined ? null : (this.types.serializers[paramTypes[n]] ?? String)(value),
    );
    // The stream's chunks are views of PGlite's memory: each is copied as it comes.
    const chunks: Uint8Array[] = [];
    const messages = [
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    // Settings travel in the same call: set before, reset after (PostgreSQL runs the reset even
    // when the statement fails, as it resumes at the Sync).
    if (settings) messages.unshift(protocol.serialize.query(settings.set));
    if (settings) messages.push(protocol.serialize.query(settings.reset));
    await this.client.execProtocolRawStream(Buffer.concat(messages), {
      syncToFs: false,
      onRawData: (chunk) => void chunks.push(chunk.slice()),
    });
    const whole = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const answer = settings ? betweenReadyForQuery(whole) : whole;
    const parsers = options.parsers ? { ...this.types.parsers, ...options.parsers } : this.types.parsers;
    return readAnswer(answer, statement.fields, parsers, options.rowMode);
  }

  private async prepare(sql: string) {
    const name = `named_${this.nextName++}`;
    // With its Sync: after an error PostgreSQL skips every message until the next one.
    const described = await this.send(
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const rowDescription = described.find(
      (message): message is messages.RowDescriptionMessage => message.name === 'rowDescription',
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      fields: (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
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

interface NamedStatement {
  name: string;
  paramTypes: number[];
  /** Its result's columns, as its Describe told them (results come as text, as described). */
  fields: { name: string; dataTypeID: number }[];
}

/**
 * The rows of a named statement's answer (BindComplete, DataRows, CommandComplete, ReadyForQuery),
 * as PGlite's `parse.parseResults` gives them: each text value through its type's parser. An
 * answer holding an error is read by PGlite's own parser and throws its DatabaseError.
 */
function readAnswer(
  answer: Uint8Array,
  fields: NamedStatement['fields'],
  parsers: Record<number, (value: string, typeId: number) => unknown>,
  rowMode: QueryOptions['rowMode'],
): Results {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const columnParsers = fields.map(({ dataTypeID }) => parsers[dataTypeID] ?? types.parsers[dataTypeID]);
  const rows: unknown[] = [];
  let command: string | undefined;
  let rowCount = NaN;
  for (let at = 0; at < bytes.length;) {
    const code = bytes[at];
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (code === 0x44 /* D: DataRow */) {
      const count = bytes.readInt16BE(at + 5);
      const row: unknown[] | Record<string, unknown> = rowMode === 'array' ? [] : {};
      for (let n = 0, p = at + 7; n < count; n += 1) {
        const length = bytes.readInt32BE(p);
        p += 4;
        let value: unknown = null;
        if (length >= 0) {
          const text = bytes.toString('utf8', p, p + length);
          value = columnParsers[n] ? columnParsers[n](text, fields[n].dataTypeID) : text;
          p += length;
        }
        if (Array.isArray(row)) row.push(value);
        else row[fields[n].name] = value;
      }
      rows.push(row);
    } else if (code === 0x43 /* C: CommandComplete */) {
      const tag = bytes.toString('utf8', at + 5, end - 1).split(' ');
      command = tag[0];
      rowCount = parseInt(tag[tag.length - 1], 10);
    } else if (code === 0x45 /* E: ErrorResponse */) {
      throw errorOf(answer);
    }
    at = end;
  }
  const affectedRows =
    command !== undefined && ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
  return {
    rows,
    fields,
    ...(command !== undefined && { command }),
    affectedRows,
    ...(!Number.isNaN(rowCount) && { rowCount }),
  } as Results;
}

/**
 * The statement's part of an answer to set, statement, reset: what comes after the set's
 * ReadyForQuery up to the statement's own. An error anywhere is the statement's to report.
 */
function betweenReadyForQuery(answer: Uint8Array): Uint8Array {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const ready: number[] = [];
  for (let at = 0; at < bytes.length;) {
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (bytes[at] === 0x45 /* E: ErrorResponse */) return answer;
    if (bytes[at] === 0x5a /* Z: ReadyForQuery */) ready.push(end);
    at = end;
  }
  return answer.subarray(ready[0], ready[1]);
}

/** The DatabaseError of an answer, as PGlite's parser reads it. */
function errorOf(answer: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  return error ?? new Error('the database answered with an error it did not describe');
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
    pgliteWasmModule: options.wasm?.pglite,
    initdbWasmModule: options.wasm?.initdb,
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
        const { settings } = request;
        if (!settings && !statements.worthNaming(request.sql))
          return target.query(request.sql, request.params, queryOptions);
        const inTransaction = request.tx !== undefined;
        return runExclusive(inTransaction, async () => {
          const results = await statements
            .run(request.sql, request.params, queryOptions, settings)
            .catch((error) => {
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

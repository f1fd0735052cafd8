import { createContext, use, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** What a server render hands the browser for one `useLoad` (keyed by its React `useId`). */
export interface SerializedLoad {
  key: string;
  state: { status: 'ready'; data: unknown } | { status: 'error'; error: SerializedError };
}

export interface SerializedError {
  message: string;
  status?: number;
  code?: string;
}

function serializeError(error: unknown): SerializedError {
  const { message, status, code } = (error ?? {}) as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : 'Request failed',
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/**
 * The loads of one server render. React's prerender waits on them (`use`), so the HTML holds the
 * data; `toJSON` is embedded in the page for hydration.
 */
export class ServerLoads {
  private readonly pending = new Map<string, Promise<Loaded<unknown>>>();
  private readonly settled: Record<string, SerializedLoad> = {};

  load<T, K>(id: string, key: K, load: (key: K) => Promise<T>): Promise<Loaded<T>> {
    let promise = this.pending.get(id);
    if (!promise) {
      const keyText = JSON.stringify(key);
      promise = load(key).then(
        (data): Loaded<unknown> => {
          this.settled[id] = { key: keyText, state: { status: 'ready', data } };
          return { status: 'ready', data };
        },
        (error: unknown): Loaded<unknown> => {
          this.settled[id] = { key: keyText, state: { status: 'error', error: serializeError(error) } };
          return { status: 'error', error };
        },
      );
      this.pending.set(id, promise);
    }
    return promise as Promise<Loaded<T>>;
  }

  toJSON(): Record<string, SerializedLoad> {
    return this.settled;
  }
}

/** Set by the server render only. */
export const ServerLoadsContext = createContext<ServerLoads | null>(null);

let hydration: {
  loads: Record<string, SerializedLoad>;
  reviveError: (error: SerializedError) => unknown;
} | null = null;

/** The browser, before hydrating server HTML: the loads the server did, answered once each. */
export function setHydrationLoads(
  loads: Record<string, SerializedLoad>,
  reviveError: (error: SerializedError) => unknown,
): void {
  hydration = { loads, reviveError };
}

/**
 * The server's answer for this load, read (not taken) while rendering: React may render a
 * component more than once before hydration commits (a retried or interrupted hydration).
 */
function hydratedLoad<T>(id: string, key: unknown): Loaded<T> | undefined {
  const entry = hydration?.loads[id];
  if (!hydration || !entry || entry.key !== JSON.stringify(key)) return undefined;
  return entry.state.status === 'ready'
    ? { status: 'ready', data: entry.state.data as T }
    : { status: 'error', error: hydration.reviveError(entry.state.error) };
}

/** Once committed, a load's server answer is spent: a later component with the same id fetches. */
function forgetHydratedLoad(id: string): void {
  if (hydration) delete hydration.loads[id];
}

/**
 * Runs `load(key)` whenever the key changes (a stale answer is dropped); `replace` swaps the data
 * after a local change, `reload` fetches again. Pass a stable `load` (module-level or useCallback).
 * On the server the render waits for the load; in the browser the server's answer is the first state.
 */
export function useLoad<T, K = string>(key: K | undefined, load: (key: K) => Promise<T>) {
  const id = useId();
  const server = useContext(ServerLoadsContext);
  const [state, setState] = useState<Loaded<T>>(
    () => (key !== undefined && hydratedLoad<T>(id, key)) || { status: 'loading' },
  );
  // The hydrated state stands for the first key's load; later keys and reloads fetch.
  const skipFirst = useRef(state.status !== 'loading');
  const [round, setRound] = useState(0);
  useEffect(() => forgetHydratedLoad(id), [id]);
  useEffect(() => {
    if (key === undefined) return;
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    load(key)
      .then((data) => active && setState({ status: 'ready', data }))
      .catch((error: unknown) => active && setState({ status: 'error', error }));
    return () => {
      active = false;
    };
  }, [key, load, round]);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (server && key !== undefined) return { state: use(server.load(id, key, load)), replace, reload };
  return { state, replace, reload };
}

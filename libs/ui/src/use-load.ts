import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load(key)` whenever the key changes (a stale answer is dropped); `replace` swaps the data
 * after a local change, `reload` fetches again. Pass a stable `load` (module-level or useCallback).
 */
export function useLoad<T, K = string>(key: K | undefined, load: (key: K) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === undefined) return;
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
  return { state, replace, reload };
}

import { SingleFlight } from './single-flight';

/**
 * A small in-process map whose entries are fresh for `ttlMs`; when full, the oldest entry makes
 * room. `load` asks for a value once however many callers want it at the same moment, and once
 * an entry is past its time it is still answered (for at most another `ttlMs`) while one caller's
 * load replaces it: under load, an expiry costs one query, not one per waiting request.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loads = new SingleFlight<V>();
  /** Bumped by `clear`: a load that started before it does not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize: number,
  ) {}

  async load(key: string, loader: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry && entry.expires > now) return entry.value;
    const refresh = this.refresh(key, loader);
    if (entry && entry.expires + this.ttlMs > now) {
      refresh.catch(() => undefined);
      return entry.value;
    }
    return refresh;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private refresh(key: string, loader: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    return this.loads.once(`${generation}:${key}`, async () => {
      const value = await loader();
      if (generation === this.generation) this.set(key, value);
      return value;
    });
  }

  private set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxSize) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }
}

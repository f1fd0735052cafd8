/** A small in-process map whose entries live `ttlMs`; when full, the oldest entry makes room. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > Date.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxSize) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

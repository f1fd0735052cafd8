/** Work asked for again while it runs is not started twice: the later callers share its outcome. */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  once(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}

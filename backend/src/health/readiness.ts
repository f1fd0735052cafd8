/**
 * Whether this process should be sent new traffic. The process turns it off on SIGTERM, answers
 * 503 on its readiness probe for a while (so load balancers take it out), and only then stops
 * listening.
 */
export class Readiness {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }
}

/** Readiness answers 503 from the signal on, and the port stays open this long before closing. */
export async function drainBeforeClosing(readiness: Readiness, delayMs: number): Promise<void> {
  readiness.startDraining();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
}

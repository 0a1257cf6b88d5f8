/**
 * Counts handlers still running. A client that hangs up does not stop its handler, so
 * closing the server alone does not mean the database is no longer in use.
 */
export class InFlight {
  private running = 0;
  private waiters: (() => void)[] = [];

  async run<T>(fn: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await fn();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.release();
    }
  }

  /** Resolves once no handler is running. */
  idle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a handler starts and does not wait for (e.g. closing a root job's child jobs). The app's
 * close waits for every task (like for requests in flight) before the database closes; a
 * failure is logged, never thrown at nobody. `idle()` lets tests await every task.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  run(name: string, log: FastifyBaseLogger, task: () => Promise<void>): Promise<void> {
    const done: Promise<void> = task()
      .catch((error: unknown) => {
        log.error({ err: error, task: name }, 'background task failed');
      })
      .finally(() => this.running.delete(done));
    this.running.add(done);
    return done;
  }

  /** Resolves once no task runs (tasks started meanwhile are awaited too). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

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

export interface Sweep {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every intervalMs (0: never), one pass at a time; a failing pass is logged and the
 * next one runs as planned. The timer never keeps the process alive.
 */
export function startSweep(
  name: string,
  intervalMs: number,
  log: FastifyBaseLogger,
  pass: () => Promise<unknown>,
): Sweep {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      pass().then(
        () => undefined,
        (error: unknown) => log.error({ err: error, sweep: name }, 'sweep failed'),
      ),
    );
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

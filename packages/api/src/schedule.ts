/**
 * The API's clockwork: the recurring schedule (docs/milestones.md#recurring-work) runs every
 * `RECURRING_TICK_MS` on every instance; the database makes each cycle open exactly once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ScheduleConfig } from './config';
import type { Database } from './db/types';
import { runRecurringSchedule, type ScheduleOutcome } from './domains/milestones';

export interface Schedule {
  /** One pass now (or at `now`); the timer does the same on its own. */
  runNow(now?: Date): Promise<ScheduleOutcome>;
  stop(): Promise<void>;
}

export function startSchedule(
  db: Database,
  config: ScheduleConfig,
  log: FastifyBaseLogger,
): Schedule {
  let running: Promise<ScheduleOutcome> | null = null;
  const runNow = (now = new Date()) => {
    const pass = (running ?? Promise.resolve({ opened: 0, closed: 0 })).then(() =>
      runRecurringSchedule(db, now),
    );
    running = pass.catch(() => ({ opened: 0, closed: 0 }));
    return pass;
  };
  const timer =
    config.recurringTickMs > 0
      ? setInterval(() => {
          runNow().catch((error: unknown) =>
            log.error({ err: error }, 'recurring schedule failed'),
          );
        }, config.recurringTickMs)
      : null;
  timer?.unref();
  return {
    runNow,
    stop: async () => {
      if (timer !== null) clearInterval(timer);
      await running;
    },
  };
}

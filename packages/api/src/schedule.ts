/**
 * The API's clockwork, run every `RECURRING_TICK_MS` on every instance: the recurring schedule
 * (docs/milestones.md#recurring-work) and the monthly allowances of subscriptions
 * (docs/payments.md#credits); the database makes each cycle open, and each month's allowance
 * reset, exactly once; and the forgetting of rate-limit counters and replay signatures that
 * no longer count (docs/security.md), kept off the request path.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ScheduleConfig } from './config';
import { purgeSignatureNonces } from './auth';
import type { Database } from './db/types';
import { runRecurringSchedule, type ScheduleOutcome } from './domains/milestones';
import { runAllowanceResets } from './domains/subscriptions';
import { purgeRateLimitCounters } from './http/rate-limit';

/** What one pass did: cycles opened and closed, allowances reset. */
export interface PassOutcome extends ScheduleOutcome {
  allowancesReset: number;
}

const NOTHING: PassOutcome = { opened: 0, closed: 0, allowancesReset: 0 };

export interface Schedule {
  /** One pass now (or at `now`); the timer does the same on its own. */
  runNow(now?: Date): Promise<PassOutcome>;
  stop(): Promise<void>;
}

async function pass(db: Database, now: Date): Promise<PassOutcome> {
  await purgeSignatureNonces(db, now);
  await purgeRateLimitCounters(db, now);
  const recurring = await runRecurringSchedule(db, now);
  return { ...recurring, allowancesReset: await runAllowanceResets(db, now) };
}

export function startSchedule(
  db: Database,
  config: ScheduleConfig,
  log: FastifyBaseLogger,
): Schedule {
  let running: Promise<PassOutcome> | null = null;
  const runNow = (now = new Date()) => {
    const next = (running ?? Promise.resolve(NOTHING)).then(() => pass(db, now));
    running = next.catch(() => NOTHING);
    return next;
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

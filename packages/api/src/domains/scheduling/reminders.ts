/**
 * Meeting reminders (docs/scheduling.md#reminders): a sweep on every API instance finds booked
 * meetings starting within the lead time that nobody reminded yet, claims them (one UPDATE, so
 * two instances never remind twice) and tells both parties with MEETING_REMINDER: live (the
 * shell's reminder toast) and by e-mail.
 */
import type { Queryable } from '../../db/types';
import { startSweep, type Sweep } from '../../http/background';
import { findTenant } from '../../tenancy';
import {
  NOTIFICATION_KIND,
  createNotification,
  deliverNotifications,
  type DeliveryServices,
} from '../notifications';
import { meetingPayload } from './book';
import { meetingsSql, type MeetingRow } from './store';

async function remind(tx: Queryable, row: MeetingRow, tenantId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [recipientId, otherId] of [
    [row.customer_id, row.freelancer_id],
    [row.freelancer_id, row.customer_id],
  ] as const) {
    ids.push(
      await createNotification(tx, {
        tenantId,
        recipientId,
        kind: NOTIFICATION_KIND.meetingReminder,
        createdBy: otherId,
        payload: meetingPayload(row, recipientId),
      }),
    );
  }
  return ids;
}

/** Sends the reminders now due; answers how many meetings were reminded. */
export async function sendDueReminders(
  services: DeliveryServices,
  leadMinutes: number,
  now: Date = new Date(),
): Promise<number> {
  const byTenant = await services.db.transaction(async (tx) => {
    const due = await tx.query<{ tenant_id: string; id: string }>(
      `UPDATE meetings SET reminder_sent_at = now()
        WHERE status = 'BOOKED' AND reminder_sent_at IS NULL
          AND starts_at > $1 AND starts_at <= $2
        RETURNING tenant_id, id`,
      [now, new Date(now.getTime() + leadMinutes * 60_000)],
    );
    const created = new Map<string, string[]>();
    for (const { tenant_id: tenantId, id } of due.rows) {
      const rows = await tx.query<MeetingRow>(meetingsSql('m.id = $2', 'm.id'), [tenantId, id]);
      const row = rows.rows[0];
      if (row === undefined) continue;
      created.set(tenantId, [
        ...(created.get(tenantId) ?? []),
        ...(await remind(tx, row, tenantId)),
      ]);
    }
    return { created, count: due.rows.length };
  });
  for (const [tenantId, ids] of byTenant.created) {
    const tenant = await findTenant(services.db, tenantId);
    if (tenant !== null) await deliverNotifications(services, tenant, ids);
  }
  return byTenant.count;
}

/** Runs sendDueReminders every intervalMs (0: never). */
export function startMeetingReminders(
  services: DeliveryServices,
  options: { intervalMs: number; leadMinutes: number },
): Sweep {
  return startSweep('meeting reminders', options.intervalMs, services.log, () =>
    sendDueReminders(services, options.leadMinutes),
  );
}

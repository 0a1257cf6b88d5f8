/**
 * Announcing stored notifications (docs/notifications.md#live): once their transaction has
 * committed, each reaches its recipient's sockets (NOTIFICATION_CREATED; every administrator's
 * for an administrator notification) and, in the background, their inbox when they want it.
 */
import { SOCKET_EVENTS, notificationLink, type Role } from '@mp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types';
import type { BackgroundTasks } from '../../http/background';
import type { Publish } from '../../live/publisher';
import { tenantSiteUrl, type Mailer } from '../../mail';
import type { Tenant } from '../../tenancy';
import { mailText } from './mail-text';
import { wantsEmail } from './preferences';
import { recipientsOf, type Recipient } from './recipients';
import { claimForAnnouncement, toNotification, type NotificationRow } from './store';

/** What delivery uses: a route's context has all of it. */
export interface DeliveryServices {
  db: Database;
  publish: Publish;
  background: BackgroundTasks;
  mailer: Mailer;
  siteUrl: string;
  log: FastifyBaseLogger;
}

interface Addressed {
  row: NotificationRow;
  recipients: Recipient[];
}

function timezoneOf(row: NotificationRow): string {
  const zone = row.payload.timezone;
  return typeof zone === 'string' && zone !== '' ? zone : 'UTC';
}

async function emailOne(
  services: DeliveryServices,
  tenant: Tenant,
  { row, recipients }: Addressed,
): Promise<void> {
  for (const recipient of recipients) {
    if (recipient.email === '') continue;
    if (!(await wantsEmail(services.db, tenant.id, recipient.userId, row.kind))) continue;
    const path = notificationLink(row, recipient.role as Role);
    const message = mailText({
      kind: row.kind,
      payload: row.payload,
      actorName: row.actor_name,
      tenantName: tenant.name,
      link: path === null ? null : `${tenantSiteUrl(services.siteUrl, tenant.hosts)}${path}`,
      timezone: timezoneOf(row),
    });
    if (message === null) continue;
    await services.mailer.send({ tenantId: tenant.id, to: recipient.email, ...message });
  }
}

/**
 * Announces notifications created in a transaction that has committed: live now, e-mail in the
 * background (a failing mail server never fails the call that caused the notification). Each is
 * announced once: one already claimed (by the sweep, or an earlier call) is skipped.
 */
export async function deliverNotifications(
  services: DeliveryServices,
  tenant: Tenant,
  ids: readonly string[],
): Promise<void> {
  const addressed: Addressed[] = [];
  // Several notifications often share a recipient (every administrator's, when null).
  const recipientsByRecipientId = new Map<string | null, Promise<Recipient[]>>();
  for (const row of await claimForAnnouncement(services.db, tenant.id, ids)) {
    let recipientsOfRow = recipientsByRecipientId.get(row.recipient_id);
    if (recipientsOfRow === undefined) {
      recipientsOfRow = recipientsOf(services.db, tenant.id, row.recipient_id);
      recipientsByRecipientId.set(row.recipient_id, recipientsOfRow);
    }
    const recipients = await recipientsOfRow;
    const notification = toNotification(row);
    for (const recipient of recipients) {
      services.publish({
        tenantId: tenant.id,
        to: { userId: recipient.userId },
        type: SOCKET_EVENTS.notificationCreated,
        payload: { notification },
      });
    }
    addressed.push({ row, recipients });
  }
  if (addressed.length === 0) return;
  void services.background.run('notification e-mails', services.log, async () => {
    for (const entry of addressed) await emailOne(services, tenant, entry);
  });
}

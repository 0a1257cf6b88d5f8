/**
 * The private calendar feed (docs/scheduling.md#calendar-feed): GET /calendar/{tenantId}/{token}.ics
 * answers the owner's meetings as iCalendar for calendar apps to subscribe to. Calendar apps
 * send no tenant header and cannot sign, so the secret token in the address is the credential
 * (rotate it with POST /apis/actions/scheduling/calendar-feed); an unknown one is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/types';
import type { InFlight } from '../../http/in-flight';
import { tenantSiteUrl } from '../../mail';
import { findTenant } from '../../tenancy';
import { meetingsCalendar } from './calendar';
import { meetingsSql, type MeetingRow } from './store';

export interface FeedDeps {
  db: Database;
  inFlight: InFlight;
  siteUrl: string;
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const FEED_FILE = /^([A-Za-z0-9_-]{16,64})\.ics$/;
/** How far back the feed goes, and how many meetings it holds at most. */
const FEED_HISTORY_DAYS = 90;
const FEED_LIMIT = 500;

async function feedOf(deps: FeedDeps, tenantId: string, token: string): Promise<string | null> {
  const tenant = await findTenant(deps.db, tenantId);
  if (tenant === null) return null;
  const owner = await deps.db.query<{ user_id: string; timezone: string }>(
    'SELECT user_id, timezone FROM schedules WHERE tenant_id = $1 AND feed_token = $2',
    [tenant.id, token],
  );
  const schedule = owner.rows[0];
  if (schedule === undefined) return null;
  const rows = await deps.db.query<MeetingRow>(
    `${meetingsSql(
      `(m.customer_id = $2 OR m.freelancer_id = $2) AND m.ends_at > now() - interval '${FEED_HISTORY_DAYS} days'`,
      'm.starts_at, m.id',
    )} LIMIT ${FEED_LIMIT}`,
    [tenant.id, schedule.user_id],
  );
  return meetingsCalendar(rows.rows, {
    tenantName: tenant.name,
    siteUrl: tenantSiteUrl(deps.siteUrl, tenant.hosts),
    viewerId: schedule.user_id,
    timezone: schedule.timezone,
  });
}

export function registerCalendarFeed(app: FastifyInstance, deps: FeedDeps): void {
  app.get<{ Params: { tenantId: string; file: string } }>(
    '/calendar/:tenantId/:file',
    async (request, reply) => {
      const { tenantId, file } = request.params;
      const token = FEED_FILE.exec(file)?.[1];
      const calendar =
        TENANT_ID.test(tenantId) && token !== undefined
          ? await deps.inFlight.run(() => feedOf(deps, tenantId, token))
          : null;
      if (calendar === null) {
        return reply.code(404).type('text/plain; charset=utf-8').send('No such calendar');
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(calendar);
    },
  );
}

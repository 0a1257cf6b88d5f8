/**
 * The announcement sweep (docs/notifications.md#live): a notification stored but not announced
 * (born outside a request, or left behind by a crash) is picked up and announced exactly once.
 */
import { SOCKET_EVENTS, type NotificationCreatedPayload } from '@mp/contracts';
import { createNotification, NOTIFICATION_KIND } from '../src/domains/notifications';
import { accounts, connectLiveAs, setUpTestApi } from './harness';

const { freelancer } = accounts;

const SWEEP_MS = 100;
const api = setUpTestApi({ NOTIFICATION_SWEEP_MS: String(SWEEP_MS) });

const created = (payload: unknown) => (payload as NotificationCreatedPayload).notification;

const announcedIds = (events: Array<[string, unknown]>) =>
  events
    .filter(([type]) => type === SOCKET_EVENTS.notificationCreated)
    .map(([, payload]) => created(payload).id);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('announcing notifications born outside a request', () => {
  it('announces a stored, unannounced notification once, through the sweep', async () => {
    const socket = await connectLiveAs(api, freelancer);
    try {
      const id = await createNotification(api.db, {
        tenantId: freelancer.tenantId,
        recipientId: freelancer.userId,
        kind: NOTIFICATION_KIND.milestoneUpdated,
        createdBy: null,
        payload: { jobId: 'job-x', milestoneId: 'm-x', event: 'payoutPaid' },
      });
      const live = created(await socket.next(SOCKET_EVENTS.notificationCreated, 5_000));
      expect(live.id).toBe(id);
      // Several passes later it has still been announced only once.
      await pause(SWEEP_MS * 6);
      expect(announcedIds(socket.events).filter((seen) => seen === id)).toEqual([id]);
      const row = await api.db.query<{ announced: boolean }>(
        'SELECT announced_at IS NOT NULL AS announced FROM notifications WHERE tenant_id = $1 AND id = $2',
        [freelancer.tenantId, id],
      );
      expect(row.rows[0]?.announced).toBe(true);
    } finally {
      socket.socket.close();
    }
  });
});

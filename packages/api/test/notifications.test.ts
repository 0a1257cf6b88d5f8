/**
 * The notification centre: what each user is told (invitations, proposals, admin requests),
 * live delivery, the unread count, marking read, e-mail preferences and the local outbox.
 */
import {
  SOCKET_EVENTS,
  type NotificationCreatedPayload,
  type NotificationPreferences,
  type NotificationsPage,
  type ReadNotificationsResponse,
  type SeededAccount,
} from '@mp/contracts';
import { accounts, call, connectLiveAs, setUpTestApi } from './harness';
import { draftAndSend, expectStatus, postJob } from './proposals-support';

const { customer, freelancer, agencyFreelancer, admin, acmeCustomer } = accounts;

const api = setUpTestApi();

async function notificationsOf(who: SeededAccount, query = ''): Promise<NotificationsPage> {
  const response = await call(api, {
    method: 'GET',
    url: `/notifications${query}`,
    tenant: who.tenantId,
    user: who.userId,
  });
  return expectStatus(response, 200).json<NotificationsPage>();
}

async function markRead(who: SeededAccount, body: unknown): Promise<ReadNotificationsResponse> {
  const response = await call(api, {
    method: 'POST',
    url: '/notifications/read',
    tenant: who.tenantId,
    user: who.userId,
    body,
  });
  return expectStatus(response, 200).json<ReadNotificationsResponse>();
}

async function invite(jobId: string, freelancerId: string): Promise<void> {
  const response = await call(api, {
    method: 'POST',
    url: '/jobs/customer_send_invitation',
    user: customer.userId,
    body: { jobID: jobId, freelancerID: freelancerId },
  });
  expectStatus(response, 200);
}

async function outboxTo(email: string): Promise<{ subject: string; body: string }[]> {
  const result = await api.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM mail_outbox WHERE tenant_id = $1 AND to_email = $2 ORDER BY created_at',
    ['demo', email.toLowerCase()],
  );
  return result.rows;
}

/** E-mails leave in the background: wait until `count` reached the address. */
async function waitForMail(
  email: string,
  count: number,
): Promise<{ subject: string; body: string }[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await outboxTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return outboxTo(email);
}

describe('notification centre', () => {
  it('tells the invited freelancer live, counts it unread and e-mails it with its link', async () => {
    const socket = await connectLiveAs(api, freelancer);
    try {
      const jobId = await postJob(api, customer.userId, { title: 'Bell test job' });
      await invite(jobId, freelancer.userId);
      const live = (await socket.next(
        SOCKET_EVENTS.notificationCreated,
        10_000,
      )) as NotificationCreatedPayload;
      expect(live.notification).toMatchObject({
        kind: 'JOB_INVITATION',
        payload: expect.objectContaining({ jobId }),
        actor: expect.objectContaining({ userId: customer.userId, name: customer.name }),
        readAt: null,
      });
      const page = await notificationsOf(freelancer);
      expect(page.notifications[0]?.id).toBe(live.notification.id);
      expect(page.unreadCount).toBeGreaterThanOrEqual(1);
      const mails = await waitForMail(freelancer.email, 1);
      expect(mails.at(-1)?.subject).toBe(`${customer.name} invited you to the job "Bell test job"`);
      expect(mails.at(-1)?.body).toMatch(/Open it: http:\/\/[^\s]+\/public\/jobs|Open it: http/);
    } finally {
      socket.socket.close();
    }
  });

  it('tells the customer of a proposal received, and only them', async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Proposal bell job' });
    await draftAndSend(api, agencyFreelancer.userId, jobId);
    const mine = await notificationsOf(customer);
    expect(mine.notifications[0]).toMatchObject({
      kind: 'PROPOSAL_RECEIVED',
      payload: expect.objectContaining({ jobId, jobTitle: 'Proposal bell job' }),
      createdBy: agencyFreelancer.userId,
    });
    const theirs = await notificationsOf(freelancer);
    expect(
      theirs.notifications.some(
        (note) => note.payload.jobId === jobId && note.kind === 'PROPOSAL_RECEIVED',
      ),
    ).toBe(false);
  });

  it('marks one or all read, never another user’s, and keeps the count right', async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Read me' });
    await invite(jobId, agencyFreelancer.userId);
    const before = await notificationsOf(agencyFreelancer, '?unreadOnly=true');
    expect(before.unreadCount).toBeGreaterThanOrEqual(1);
    const target = before.notifications[0]!;
    // Someone else's id is skipped.
    expect(await markRead(freelancer, { ids: [target.id] })).toMatchObject({ updated: 0 });
    const one = await markRead(agencyFreelancer, { ids: [target.id] });
    expect(one).toEqual({ updated: 1, unreadCount: before.unreadCount - 1 });
    await invite(
      await postJob(api, customer.userId, { title: 'Read all' }),
      agencyFreelancer.userId,
    );
    const all = await markRead(agencyFreelancer, { all: true });
    expect(all.updated).toBeGreaterThanOrEqual(1);
    expect(all.unreadCount).toBe(0);
    expect((await notificationsOf(agencyFreelancer, '?unreadOnly=true')).notifications).toEqual([]);
  });

  it('reads an administrator notification per administrator', async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Admin look' });
    const asked = await call(api, {
      method: 'POST',
      url: '/apis/actions/notify-admin-from-job-pages',
      user: freelancer.userId,
      body: { jobId },
    });
    expectStatus(asked, 200);
    const page = await notificationsOf(admin);
    const note = page.notifications.find((entry) => entry.payload.jobId === jobId);
    expect(note).toMatchObject({ kind: 'ADMIN_JOB_ATTENTION', readAt: null });
    const read = await markRead(admin, { ids: [note!.id] });
    expect(read.updated).toBe(1);
    const after = await notificationsOf(admin);
    expect(after.notifications.find((entry) => entry.id === note!.id)?.readAt).not.toBeNull();
    // The freelancer who asked is not told.
    expect(
      (await notificationsOf(freelancer)).notifications.some((entry) => entry.id === note!.id),
    ).toBe(false);
  });

  it('keeps tenants apart', async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Demo only' });
    await invite(jobId, freelancer.userId);
    const acme = await notificationsOf(acmeCustomer);
    expect(acme.notifications.some((note) => note.payload.jobId === jobId)).toBe(false);
    const demoIds = (await notificationsOf(freelancer)).notifications.map((note) => note.id);
    const foreign = await markRead(acmeCustomer, { ids: demoIds.slice(0, 5) });
    expect(foreign.updated).toBe(0);
    expect((await notificationsOf(freelancer)).notifications.map((note) => note.readAt)).toContain(
      null,
    );
  });

  it('turns e-mail off per kind: the bell still shows it, the outbox gets nothing', async () => {
    const initial = await call(api, {
      method: 'GET',
      url: '/notifications/preferences',
      user: customer.userId,
    });
    const preferences = expectStatus(initial, 200).json<NotificationPreferences>();
    expect(preferences.emailAddress).toBe(customer.email.toLowerCase());
    expect(preferences.preferences).toContainEqual({ kind: 'PROPOSAL_RECEIVED', email: true });
    const off = await call(api, {
      method: 'PUT',
      url: '/notifications/preferences',
      user: customer.userId,
      body: { preferences: [{ kind: 'PROPOSAL_RECEIVED', email: false }] },
    });
    expect(expectStatus(off, 200).json<NotificationPreferences>().preferences).toContainEqual({
      kind: 'PROPOSAL_RECEIVED',
      email: false,
    });
    const sentBefore = (await outboxTo(customer.email)).length;
    const jobId = await postJob(api, customer.userId, { title: 'Quiet job' });
    await draftAndSend(api, freelancer.userId, jobId);
    expect((await notificationsOf(customer)).notifications[0]).toMatchObject({
      kind: 'PROPOSAL_RECEIVED',
      payload: expect.objectContaining({ jobId }),
    });
    // Another kind still reaches the inbox, so the background run has finished by then.
    await invite(jobId, agencyFreelancer.userId);
    await waitForMail(agencyFreelancer.email, 1);
    expect((await outboxTo(customer.email)).length).toBe(sentBefore);
  });

  it('answers 4xx naming the field for kinds the role never receives and malformed bodies', async () => {
    const foreignKind = await call(api, {
      method: 'PUT',
      url: '/notifications/preferences',
      user: freelancer.userId,
      body: {
        preferences: [
          { kind: 'MEETING_REMINDER', email: false },
          { kind: 'PROPOSAL_RECEIVED', email: false },
        ],
      },
    });
    expect(foreignKind.statusCode).toBe(422);
    expect(foreignKind.json<{ fields: { path: string }[] }>().fields.map((f) => f.path)).toEqual([
      'body.preferences.1.kind',
    ]);
    const unknownKind = await call(api, {
      method: 'PUT',
      url: '/notifications/preferences',
      user: freelancer.userId,
      body: { preferences: [{ kind: 'NOPE', email: false }] },
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'body.preferences.0.kind',
    );
    const both = await call(api, {
      method: 'POST',
      url: '/notifications/read',
      user: freelancer.userId,
      body: { ids: ['x'], all: true },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ fields: { path: string }[] }>().fields[0]?.path).toBe('body.ids');
  });
});

/**
 * Milestone notifications (docs/notifications.md#milestones): each party hears of the other's
 * moves on a milestone, live and in the bell, and the freelancer of the money (funded, paid out);
 * nobody is told of their own move, nor of a pay-in before it settles.
 */
import { randomUUID } from 'node:crypto';
import {
  SOCKET_EVENTS,
  type MilestoneView,
  type Notification,
  type NotificationCreatedPayload,
  type NotificationsPage,
  type SeededAccount,
} from '@mp/contracts';
import { SANDBOX_CARDS } from '../src/payment-provider';
import { milestonesOf, milestoneStatus, startContract } from './contract-support';
import { accounts, call, connectLiveAs, setUpTestApi } from './harness';
import { addPaymentSource, eventually, INSTANT_SANDBOX } from './payments-support';
import { expectStatus } from './proposals-support';

const { customer, freelancer } = accounts;

const api = setUpTestApi(INSTANT_SANDBOX);

/** The caller's milestone notifications about one job, oldest first. */
async function milestoneNotes(who: SeededAccount, jobId: string): Promise<Notification[]> {
  const response = await call(api, {
    method: 'GET',
    url: '/notifications?limit=100',
    tenant: who.tenantId,
    user: who.userId,
  });
  return expectStatus(response, 200)
    .json<NotificationsPage>()
    .notifications.filter(
      (note) => note.kind === 'MILESTONE_UPDATED' && note.payload.jobId === jobId,
    )
    .reverse();
}

async function outboxSubjects(who: SeededAccount): Promise<string[]> {
  const rows = await api.db.query<{ subject: string }>(
    'SELECT subject FROM mail_outbox WHERE tenant_id = $1 AND to_email = $2',
    [who.tenantId, who.email],
  );
  return rows.rows.map((row) => row.subject);
}

const created = (payload: unknown) => (payload as NotificationCreatedPayload).notification;

const events = (notes: Notification[]) => notes.map((note) => note.payload.event);

describe('milestone notifications', () => {
  beforeAll(() => addPaymentSource(api, customer.userId, { source: SANDBOX_CARDS.succeeds }));

  it('tells each party of the other side, from pay-in to payout', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId, {
      title: 'Milestone bell job',
    });
    const [design] = milestones as [MilestoneView];
    const paid = await call(api, {
      method: 'POST',
      url: `/milestones/${design.milestoneId}/pay`,
      user: customer.userId,
      headers: { 'idempotency-key': randomUUID() },
      body: { milestoneId: design.milestoneId, jobID: jobId },
    });
    expectStatus(paid, 200);
    const funded = await eventually(
      () => milestoneNotes(freelancer, jobId),
      (notes) => notes.length > 0,
    );
    // Starting the pay-in says nothing; the provider's settlement does.
    expect(events(funded)).toEqual(['funded']);
    expect(funded[0]?.payload).toMatchObject({
      jobTitle: 'Milestone bell job',
      milestoneId: design.milestoneId,
      milestoneTitle: design.title,
    });

    const socket = await connectLiveAs(api, customer);
    try {
      expectStatus(
        await milestoneStatus(api, freelancer.userId, {
          key: 'submit',
          milestoneId: design.milestoneId,
          jobID: jobId,
          flNote: 'Wireframes attached',
        }),
        200,
      );
      const live = (await socket.next(
        SOCKET_EVENTS.notificationCreated,
        10_000,
      )) as NotificationCreatedPayload;
      expect(live.notification).toMatchObject({
        kind: 'MILESTONE_UPDATED',
        payload: expect.objectContaining({ jobId, event: 'submit', status: 3 }),
        actor: expect.objectContaining({ userId: freelancer.userId }),
        readAt: null,
      });
    } finally {
      socket.socket.close();
    }
    expect(events(await milestoneNotes(customer, jobId))).toEqual(['submit']);

    const signed = await call(api, {
      method: 'POST',
      url: '/jobs/customer_signedoff_milestone',
      user: customer.userId,
      headers: { 'idempotency-key': randomUUID() },
      body: { jobID: jobId, milestoneId: design.milestoneId },
    });
    expectStatus(signed, 200);
    const told = await eventually(
      () => milestoneNotes(freelancer, jobId),
      (notes) => notes.length >= 3,
    );
    expect(events(told)).toEqual(['funded', 'signOff', 'payoutPaid']);
    expect(told[1]?.createdBy).toBe(customer.userId);
    // The customer was told only of the freelancer's move, never of their own.
    expect(events(await milestoneNotes(customer, jobId))).toEqual(['submit']);
  });

  it('pushes what the provider webhook settled, live and by e-mail, with no sweep', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId, {
      title: 'Live funding job',
    });
    const [design] = milestones as [MilestoneView];
    const socket = await connectLiveAs(api, freelancer);
    try {
      const paid = await call(api, {
        method: 'POST',
        url: `/milestones/${design.milestoneId}/pay`,
        user: customer.userId,
        headers: { 'idempotency-key': randomUUID() },
        body: { milestoneId: design.milestoneId, jobID: jobId },
      });
      expectStatus(paid, 200);
      const live = created(await socket.next(SOCKET_EVENTS.notificationCreated, 10_000));
      expect(live).toMatchObject({
        kind: 'MILESTONE_UPDATED',
        payload: expect.objectContaining({ jobId, event: 'funded' }),
      });
      // And by e-mail, in the background.
      await eventually(
        () => outboxSubjects(freelancer),
        (subjects) => subjects.includes('A milestone of "Live funding job" changed'),
      );
    } finally {
      socket.socket.close();
    }
  });

  it('tells the freelancer when the customer sends completed work back', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    const [design] = milestones as [MilestoneView];
    await api.db.query('UPDATE milestones SET status = 3 WHERE tenant_id = $1 AND id = $2', [
      'demo',
      design.milestoneId,
    ]);
    expectStatus(
      await milestoneStatus(api, customer.userId, {
        key: 'requestChanges',
        milestoneId: design.milestoneId,
        jobID: jobId,
        value: 'The logo is missing',
      }),
      200,
    );
    const notes = await milestoneNotes(freelancer, jobId);
    expect(notes.map((note) => [note.payload.event, note.payload.status])).toEqual([
      ['requestChanges', 2],
    ]);
    expect((await milestonesOf(api, freelancer.userId, jobId))[0]?.status).toBe(2);
  });
});

/** The milestone workflow (docs/milestones.md), through the real calls. */
import type { MilestoneEvent, MilestoneView, RecurringView } from '@mp/contracts';
import { milestonesOf, milestoneStatus, startContract } from './contract-support';
import { accounts, call, startTestApi, TEST_TIMEOUT_MS, type TestApi } from './harness';
import { expectStatus } from './proposals-support';

jest.setTimeout(TEST_TIMEOUT_MS);
// Tenant settings are read fresh on every call: one test turns a switch off and on again.
const api = {} as TestApi;
beforeAll(async () => {
  Object.assign(api, await startTestApi(undefined, { TENANT_CACHE_MS: '0' }));
});
afterAll(() => api.dispose());
const { customer, freelancer, agency, acmeCustomer } = accounts;

async function eventsOf(userId: string, jobId: string): Promise<MilestoneEvent[]> {
  const listed = await call(api, {
    method: 'GET',
    url: `/jobs/${jobId}/milestones/events`,
    user: userId,
  });
  return expectStatus(listed, 200).json<{ events: MilestoneEvent[] }>().events;
}

async function propose(userId: string, jobId: string, milestones: Record<string, unknown>[]) {
  return call(api, {
    method: 'POST',
    url: `/jobs/${jobId}/milestones`,
    user: userId,
    body: { milestones },
  });
}

/** The demo tenant lets customers propose; these tests flip it where they need freelancers to. */
async function setCustomersPropose(enabled: boolean): Promise<void> {
  await api.db.query(
    `UPDATE tenants SET features = jsonb_set(features, '{customerCreatesMilestones}', $2::jsonb)
      WHERE tenant_id = $1`,
    ['demo', JSON.stringify({ isEnabled: enabled })],
  );
}

describe('a contract and its milestones', () => {
  it("starts with the proposal's tasks pending, seen by both parties and nobody else", async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    expect(milestones.map((m) => [m.title, m.status, m.proposedBy])).toEqual([
      ['Design', 1, 'freelancer'],
      ['Build', 1, 'freelancer'],
    ]);
    expect((await milestonesOf(api, freelancer.userId, jobId)).map((m) => m.milestoneId)).toEqual(
      milestones.map((m) => m.milestoneId),
    );
    const stranger = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/milestones`,
      user: agency.userId,
    });
    expect(expectStatus(stranger, 404).json<{ code: string }>().code).toBe('JOB_NOT_FOUND');
    const otherTenant = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/milestones`,
      tenant: 'acme',
      user: acmeCustomer.userId,
    });
    expectStatus(otherTenant, 404);
  });

  it('refuses every move the status does not allow with 409, naming the status it needs', async () => {
    const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId);
    const [design] = milestones as [MilestoneView];
    const submit = await milestoneStatus(api, freelancer.userId, {
      key: 'submit',
      milestoneId: design.milestoneId,
      jobID: jobId,
      flNote: 'Done',
    });
    const refused = expectStatus(submit, 409).json<{ code: string; message: string }>();
    expect(refused).toEqual(
      expect.objectContaining({
        code: 'INVALID_TRANSITION',
        message: 'A milestone can be submitted only while paid; this one is pending',
      }),
    );
    const signOff = await call(api, {
      method: 'PUT',
      url: `/jobs/${jobId}/milestones/${design.milestoneId}`,
      user: freelancer.userId,
      headers: { 'idempotency-key': 'sign-off-by-freelancer-1' },
      body: { status: 4 },
    });
    expect(expectStatus(signOff, 409).json<{ code: string }>().code).toBe('INVALID_TRANSITION');
    const deleted = await call(api, {
      method: 'DELETE',
      url: `/jobs/${jobId}/milestones/${design.milestoneId}`,
      user: freelancer.userId,
    });
    expect(expectStatus(deleted, 409).json<{ message: string }>().message).toBe(
      'A milestone can be deleted only while proposed; this one is pending',
    );
    expect((await milestonesOf(api, customer.userId, jobId))[0]?.status).toBe(1);
  });

  it('lets the customer propose on demo, the freelancer consent, and keeps the timeline', async () => {
    const { jobId } = await startContract(api, customer.userId, freelancer.userId);
    const byFreelancer = await propose(freelancer.userId, jobId, [{ title: 'Extra', amount: 50 }]);
    expect(expectStatus(byFreelancer, 403).json<{ message: string }>().message).toBe(
      'On this marketplace the customer proposes milestones; the freelancer approves them',
    );
    const created = expectStatus(
      await propose(customer.userId, jobId, [
        { title: 'Hosting setup', amount: 120, description: 'DNS and TLS' },
      ]),
      201,
    ).json<{ milestones: MilestoneView[] }>().milestones;
    const hosting = created[0] as MilestoneView;
    expect(hosting).toMatchObject({ status: 0, proposedBy: 'customer', amount: 120 });

    const edit = await call(api, {
      method: 'POST',
      url: '/jobs/milestone_update',
      user: customer.userId,
      body: {
        proposalId: hosting.proposalId,
        jobID: jobId,
        milestone: { milestoneId: hosting.milestoneId, title: 'Hosting and DNS', amount: 150 },
      },
    });
    expect(expectStatus(edit, 200).json<MilestoneView>()).toMatchObject({
      title: 'Hosting and DNS',
      amount: 150,
      status: 0,
    });
    const customerConsents = await call(api, {
      method: 'POST',
      url: '/jobs/approve_milestone',
      user: customer.userId,
      body: { milestoneId: hosting.milestoneId, jobID: jobId, clApprovalStatus: 'APPROVED' },
    });
    expect(expectStatus(customerConsents, 409).json<{ message: string }>().message).toBe(
      'The customer proposed this milestone: the freelancer decides',
    );
    const consent = await call(api, {
      method: 'POST',
      url: `/jobs/${jobId}/milestones/${hosting.milestoneId}/consent`,
      user: freelancer.userId,
      body: { consentedDataTypeIds: [] },
    });
    expect(expectStatus(consent, 200).json<MilestoneView>()).toMatchObject({
      status: 1,
      clApprovalStatus: 'APPROVED',
    });

    const events = await eventsOf(freelancer.userId, jobId);
    expect(events.filter((e) => e.milestoneId === hosting.milestoneId).map((e) => e.kind)).toEqual([
      'consent',
      'edit',
      'propose',
    ]);
    expect(events[0]).toMatchObject({ actorRole: 'freelancer', actorId: freelancer.userId });
  });

  it('lets the freelancer propose where customers do not, and the customer approve or reject', async () => {
    await setCustomersPropose(false);
    try {
      const { jobId } = await startContract(api, customer.userId, freelancer.userId);
      const created = expectStatus(
        await propose(freelancer.userId, jobId, [
          { title: 'Analytics', amount: 80 },
          { title: 'SEO pass', amount: 60 },
        ]),
        201,
      ).json<{ milestones: MilestoneView[] }>().milestones;
      const [analytics, seo] = created as [MilestoneView, MilestoneView];
      const approve = (milestoneId: string, clApprovalStatus: string, extra = {}) =>
        call(api, {
          method: 'POST',
          url: '/jobs/approve_milestone',
          user: customer.userId,
          body: { milestoneId, jobID: jobId, clApprovalStatus, ...extra },
        });
      expect(expectStatus(await approve(seo.milestoneId, 'REJECTED'), 200).json()).toMatchObject({
        status: 0,
        clApprovalStatus: 'REJECTED',
      });
      const badAddress = await approve(analytics.milestoneId, 'APPROVED', {
        payeeAddress: '0x52908400098527886e0F7030069857D2E4169EE7',
      });
      expect(expectStatus(badAddress, 422).json<{ fields: unknown[] }>().fields).toEqual([
        {
          path: 'body.payeeAddress',
          message: 'The address checksum (EIP-55) does not match: check for typos',
        },
      ]);
      const approved = await approve(analytics.milestoneId, 'APPROVED', {
        payeeAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
      });
      expect(expectStatus(approved, 200).json()).toMatchObject({
        status: 1,
        payeeAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      });
      const removed = await call(api, {
        method: 'DELETE',
        url: `/jobs/${jobId}/milestones/${seo.milestoneId}`,
        user: freelancer.userId,
      });
      expect(expectStatus(removed, 200).json()).toEqual({
        milestoneId: seo.milestoneId,
        deleted: true,
      });
      expect((await milestonesOf(api, customer.userId, jobId)).map((m) => m.title)).toEqual([
        'Design',
        'Build',
        'Analytics',
      ]);
    } finally {
      await setCustomersPropose(true);
    }
  });
});

describe('ongoing work (pay by week/month)', () => {
  /** £1,000 a week: about 18 hours at the seeded freelancer's rate. */
  const BUDGET = 100_000;

  async function startOngoing() {
    const started = await startContract(api, customer.userId, freelancer.userId, {
      contractType: 2,
      cycleDuration: 'week',
      budget: BUDGET,
    });
    const listed = await call(api, {
      method: 'GET',
      url: `/jobs/${started.jobId}/recurring`,
      user: customer.userId,
    });
    const [rule] = expectStatus(listed, 200).json<{ recurring: RecurringView[] }>().recurring;
    if (rule === undefined) throw new Error('no recurring contract');
    return { ...started, rule };
  }

  const hours = (jobId: string, rule: RecurringView, value: number, userId = freelancer.userId) =>
    milestoneStatus(api, userId, {
      key: 'hours',
      milestoneId: rule.milestoneId,
      recurringId: rule.recurringId,
      jobID: jobId,
      value,
      flNote: 'Week one',
    });

  it("starts active with one open cycle, capped by the budget at the freelancer's rate", async () => {
    const { rule } = await startOngoing();
    expect(rule).toMatchObject({ status: 1, cycleDuration: 'week' });
    expect(rule.cycles).toHaveLength(1);
    expect(rule.cycles[0]).toMatchObject({ status: 1, hours: 0, amount: 0 });
    expect(rule.maxHoursPerCycle).toBe(Math.floor((BUDGET / rule.hourlyRate) * 100) / 100);
  });

  it('takes hours (within the cap), disputes and their withdrawal, and pauses', async () => {
    const { jobId, rule } = await startOngoing();
    expectStatus(await hours(jobId, rule, 3.5), 200);
    const over = await hours(jobId, rule, 100);
    expect(expectStatus(over, 422).json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'body.value',
    );
    const byCustomer = await hours(jobId, rule, 2, customer.userId);
    expectStatus(byCustomer, 403);
    const dispute = (key: string, value?: string) =>
      milestoneStatus(api, customer.userId, {
        key,
        milestoneId: rule.milestoneId,
        recurringId: rule.recurringId,
        jobID: jobId,
        ...(value === undefined ? {} : { value }),
      });
    expectStatus(await dispute('dispute', 'I count 2 hours'), 200);
    expect(expectStatus(await dispute('dispute', 'again'), 409).json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'This cycle is already disputed',
    });
    expectStatus(await dispute('withdrawDispute'), 200);

    const pause = await milestoneStatus(api, freelancer.userId, {
      key: 'pause',
      milestoneId: rule.milestoneId,
      recurringId: rule.recurringId,
      jobID: jobId,
    });
    expectStatus(pause, 200);
    expectStatus(await hours(jobId, rule, 4), 200);
    const listed = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/recurring`,
      user: customer.userId,
    });
    const [after] = expectStatus(listed, 200).json<{ recurring: RecurringView[] }>().recurring;
    expect(after).toMatchObject({ status: 2 });
    expect(after?.cycles[0]).toMatchObject({
      status: 2,
      hours: 4,
      amount: Math.round(4 * rule.hourlyRate),
      disputed: false,
    });
  });

  it('refuses hours once ended, and keeps the job open while the contract runs', async () => {
    const { jobId, rule } = await startOngoing();
    const close = await call(api, {
      method: 'POST',
      url: `/jobs/${jobId}/close`,
      user: customer.userId,
      body: { found: true },
    });
    expect(expectStatus(close, 409).json<{ message: string }>().message).toMatch(
      /recurring contract is active or paused/,
    );
    const ended = await milestoneStatus(api, customer.userId, {
      key: 'end',
      milestoneId: rule.milestoneId,
      recurringId: rule.recurringId,
      jobID: jobId,
    });
    expect({ status: ended.statusCode, body: ended.json() }).toMatchObject({ status: 200 });
    expect(expectStatus(await hours(jobId, rule, 1), 409).json<{ message: string }>().message).toBe(
      'Hours can be given only while the recurring contract is active or paused; it is ended',
    );
  });

  it('opens each due cycle exactly once, however many passes run at once', async () => {
    const { jobId, rule } = await startOngoing();
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await api.db.query(
      'UPDATE recurring_rules SET starts_at = $3 WHERE tenant_id = $1 AND id = $2',
      ['demo', rule.recurringId, weekAgo],
    );
    await api.db.query(
      `UPDATE recurring_items SET period_start = $3, period_end = $3::timestamptz + interval '7 days'
        WHERE tenant_id = $1 AND recurring_id = $2`,
      ['demo', rule.recurringId, weekAgo],
    );
    const now = new Date();
    const passes = await Promise.all([
      api.api.schedule.runNow(now),
      api.api.schedule.runNow(now),
      api.api.schedule.runNow(now),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.opened, 0)).toBe(1);
    const listed = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/recurring`,
      user: freelancer.userId,
    });
    const [after] = expectStatus(listed, 200).json<{ recurring: RecurringView[] }>().recurring;
    expect(after?.cycles.map((cycle) => cycle.status)).toEqual([1, 3]);
    expect(await api.api.schedule.runNow(now)).toEqual({
      opened: 0,
      closed: 0,
      allowancesReset: 0,
    });
  });
});

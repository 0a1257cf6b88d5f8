/**
 * Identity verification through the payment provider (docs/payments.md#identity-verification):
 * the sandbox's three outcomes arrive by its signed webhooks, repeated webhooks change nothing,
 * other tenants' users are untouched, and the requireIdentityVerification switch holds back
 * posting jobs and sending proposals until verified.
 */
import type { IdentityVerification, PublicProfile } from '@mp/contracts';
import { SANDBOX_IDENTITY_DOCUMENTS } from '../src/payment-provider';
import { signWebhook } from '../src/payment-provider/sandbox/webhooks';
import { accounts, call, setUpTestApi, type CallResult } from './harness';
import { eventually, INSTANT_SANDBOX } from './payments-support';
import { expectStatus, postJob, saveDraft } from './proposals-support';

const api = setUpTestApi({ ...INSTANT_SANDBOX, TENANT_CACHE_MS: '0' });
const { customer, freelancer, agency, orgCustomer, acmeCustomer } = accounts;
const PATH = '/payment/identity/verification';

function start(
  userId: string,
  documentNumber: string,
  tenant = 'demo',
  fullName = 'Ada Lovelace',
): Promise<CallResult> {
  return call(api, {
    method: 'POST',
    url: PATH,
    tenant,
    user: userId,
    body: { fullName, documentNumber },
  });
}

async function statusOf(userId: string, tenant = 'demo'): Promise<IdentityVerification> {
  return expectStatus(
    await call(api, { method: 'GET', url: PATH, tenant, user: userId }),
    200,
  ).json<IdentityVerification>();
}

function settled(userId: string, tenant = 'demo') {
  return eventually(
    () => statusOf(userId, tenant),
    (verification) => verification.status !== 'pending',
  );
}

async function sendWebhook(event: object): Promise<number> {
  const body = JSON.stringify(event);
  const signature = signWebhook(
    api.config.payments.webhookSecret,
    body,
    Math.floor(Date.now() / 1000),
  );
  const response = await fetch(`${api.url}/payment/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'mp-sandbox-signature': signature },
    body,
  });
  return response.status;
}

async function sessionOf(userId: string, tenant = 'demo'): Promise<string | null> {
  const result = await api.db.query<{ identity_session_id: string | null }>(
    'SELECT identity_session_id FROM users WHERE tenant_id = $1 AND id = $2',
    [tenant, userId],
  );
  return result.rows[0]?.identity_session_id ?? null;
}

async function setRequirement(value: object | null): Promise<void> {
  await api.db.query(
    value === null
      ? `UPDATE tenants SET features = features - 'requireIdentityVerification' WHERE tenant_id = 'demo'`
      : `UPDATE tenants SET features = jsonb_set(features, '{requireIdentityVerification}', $1::jsonb)
          WHERE tenant_id = 'demo'`,
    value === null ? [] : [JSON.stringify(value)],
  );
}

describe('identity verification through the sandbox provider', () => {
  it('starts unverified, offered, and not required', async () => {
    expect(await statusOf(orgCustomer.userId)).toEqual({
      status: 'unverified',
      reason: null,
      startedAt: null,
      decidedAt: null,
      updatedAt: null,
      required: false,
      offered: true,
    });
  });

  it('verifies with the verified test document, shown on the public profile', async () => {
    const started = expectStatus(
      await start(customer.userId, SANDBOX_IDENTITY_DOCUMENTS.verified),
      200,
    );
    expect(started.json<IdentityVerification>().status).toBe('pending');
    const verification = await settled(customer.userId);
    expect(verification).toMatchObject({ status: 'verified', reason: null });
    expect(verification.decidedAt).not.toBeNull();
    const profile = await call(api, {
      method: 'GET',
      url: `/users/${customer.userId}`,
      user: freelancer.userId,
    });
    expect(expectStatus(profile, 200).json<PublicProfile>().verified).toBe(true);
    expect(expectStatus(await start(customer.userId, 'ID000000'), 409).json()).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses with the refused test document, with its reason, and lets the user retry', async () => {
    expectStatus(await start(freelancer.userId, SANDBOX_IDENTITY_DOCUMENTS.refused), 200);
    const refused = await settled(freelancer.userId);
    expect(refused.status).toBe('refused');
    expect(refused.reason).toMatch(/document/);
    const profile = await call(api, {
      method: 'GET',
      url: `/users/${freelancer.userId}`,
      user: customer.userId,
    });
    expect(expectStatus(profile, 200).json<PublicProfile>().verified).toBe(false);

    expectStatus(await start(freelancer.userId, 'PASSPORT123'), 200);
    expect(await settled(freelancer.userId)).toMatchObject({ status: 'verified', reason: null });
  });

  it('stays pending with the pending test document, and refuses a second start meanwhile', async () => {
    expectStatus(await start(agency.userId, SANDBOX_IDENTITY_DOCUMENTS.pending), 200);
    // The sandbox's `processing` event arrives and changes nothing but the time.
    await eventually(
      () => sessionOf(agency.userId),
      (session) => session !== null,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await statusOf(agency.userId)).status).toBe('pending');
    expectStatus(await start(agency.userId, SANDBOX_IDENTITY_DOCUMENTS.verified), 409);
  });

  it('applies a repeated webhook once, and ignores a late event of another session', async () => {
    const sessionId = await sessionOf(agency.userId);
    const refused = {
      id: 'evt_identity_refused_once',
      type: 'identity.refused',
      tenantId: 'demo',
      data: { id: sessionId, reference: agency.userId, reason: 'The photo is blurred.' },
    };
    expect(await sendWebhook(refused)).toBe(200);
    const first = await statusOf(agency.userId);
    expect(first).toMatchObject({ status: 'refused', reason: 'The photo is blurred.' });
    expect(await sendWebhook(refused)).toBe(200);
    expect(await statusOf(agency.userId)).toEqual(first);

    // A verified event of an older session never overrides the decision.
    expect(
      await sendWebhook({
        id: 'evt_identity_other_session',
        type: 'identity.verified',
        tenantId: 'demo',
        data: { id: 'vs_some_older_session', reference: agency.userId, reason: null },
      }),
    ).toBe(200);
    expect(await statusOf(agency.userId)).toEqual(first);
  });

  it("leaves another tenant's user untouched", async () => {
    const before = await statusOf(acmeCustomer.userId, 'acme');
    expect(
      await sendWebhook({
        id: 'evt_identity_wrong_tenant',
        type: 'identity.verified',
        tenantId: 'demo',
        data: { id: 'vs_wrong_tenant', reference: acmeCustomer.userId, reason: null },
      }),
    ).toBe(200);
    expect(await statusOf(acmeCustomer.userId, 'acme')).toEqual(before);
    expect(before.status).toBe('unverified');
  });

  it('answers 400 naming the failing field', async () => {
    const short = await start(orgCustomer.userId, 'ab');
    expect(expectStatus(short, 400).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [expect.objectContaining({ path: 'body.documentNumber' })],
    });
    const noName = await start(orgCustomer.userId, 'ID000000', 'demo', ' ');
    expect(expectStatus(noName, 400).json()).toMatchObject({
      fields: [expect.objectContaining({ path: 'body.fullName' })],
    });
    expect((await statusOf(orgCustomer.userId)).status).toBe('unverified');
  });
});

describe('the requireIdentityVerification switch', () => {
  afterEach(() => setRequirement(null));

  it('holds back an unverified customer from posting a job, with a stable code', async () => {
    await setRequirement({ isEnabled: false, values: [{ userRole: 'customer', enabled: true }] });
    expect((await statusOf(orgCustomer.userId)).required).toBe(true);
    const refused = await call(api, {
      method: 'POST',
      url: '/jobs/post_job',
      user: orgCustomer.userId,
      body: { job: { title: 'Build a shop', budget: 100000, contractType: 1 } },
    });
    expect(expectStatus(refused, 403).json()).toMatchObject({
      code: 'IDENTITY_VERIFICATION_REQUIRED',
      message: expect.stringContaining('Verify your identity') as string,
    });
    const dryRun = await call(api, {
      method: 'POST',
      url: '/jobs/post_job',
      user: orgCustomer.userId,
      body: { dryRun: true, job: { title: 'Build a shop', budget: 100000, contractType: 1 } },
    });
    expect(expectStatus(dryRun, 200).json()).toMatchObject({ available: false });
    // The verified customer posts as before.
    await postJob(api, customer.userId);
  });

  it('lets an unverified customer post while the switch is off', async () => {
    await setRequirement({ isEnabled: false, values: [{ userRole: 'customer', enabled: false }] });
    await postJob(api, orgCustomer.userId);
  });

  it('holds back an unverified freelancer from sending a proposal, and not when off', async () => {
    const jobId = await postJob(api, customer.userId);
    expectStatus(await saveDraft(api, agency.userId, jobId), 200);
    await setRequirement({ isEnabled: true });
    const send = () =>
      call(api, {
        method: 'POST',
        url: '/jobs/send_proposal',
        user: agency.userId,
        body: { freelancerId: agency.userId, jobID: jobId },
      });
    expect(expectStatus(await send(), 403).json()).toMatchObject({
      code: 'IDENTITY_VERIFICATION_REQUIRED',
    });
    // The verified freelancer sends.
    const otherJob = await postJob(api, customer.userId);
    expectStatus(await saveDraft(api, freelancer.userId, otherJob), 200);
    expectStatus(
      await call(api, {
        method: 'POST',
        url: '/jobs/send_proposal',
        user: freelancer.userId,
        body: { freelancerId: freelancer.userId, jobID: otherJob },
      }),
      200,
    );
    await setRequirement({ isEnabled: false });
    expectStatus(await send(), 200);
  });

  it('shows the verified flag on proposals as the customer sees them', async () => {
    const jobId = await postJob(api, customer.userId);
    expectStatus(await saveDraft(api, freelancer.userId, jobId), 200);
    expectStatus(
      await call(api, {
        method: 'POST',
        url: '/jobs/send_proposal',
        user: freelancer.userId,
        body: { freelancerId: freelancer.userId, jobID: jobId },
      }),
      200,
    );
    const job = await call(api, { method: 'GET', url: `/jobs/${jobId}`, user: customer.userId });
    expect(job.body).toContain('"verified":true');
  });
});

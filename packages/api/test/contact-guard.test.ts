/**
 * The contact-detail guard: before a contract, contact details in messages and proposals are
 * refused with the warning (demo: warn) or masked (acme: mask), and administrators see them.
 */
import {
  API_ERROR_CODES,
  CONTACT_INFO_WARNING,
  CONTACT_MASK,
  type CreateChannelResponse,
  type FlaggedContentPage,
  type SeededAccount,
  type SentMessage,
} from '@mp/contracts';
import { account, accounts, call, setUpTestApi } from './harness';
import { expectStatus, postJob, saveDraft } from './proposals-support';

const { customer, agencyFreelancer, admin, acmeCustomer, acmeFreelancer } = accounts;
const acmeAdmin = account('acme', 'admin');

const api = setUpTestApi();

type ErrorBody = { code: string; message: string; fields: { path: string; message: string }[] };

async function openChannel(who: SeededAccount, freelancerId: string): Promise<string> {
  const response = await call(api, {
    method: 'POST',
    url: '/channel',
    tenant: who.tenantId,
    user: who.userId,
    body: { freelancerId, customerId: who.userId },
  });
  return expectStatus(response, 200).json<CreateChannelResponse>().channel.channelId;
}

function send(who: SeededAccount, channelId: string, body: Record<string, unknown>) {
  return call(api, {
    method: 'POST',
    url: `/channel/${channelId}/messages`,
    tenant: who.tenantId,
    user: who.userId,
    body,
  });
}

async function flagged(who: SeededAccount, query = ''): Promise<FlaggedContentPage> {
  const response = await call(api, {
    method: 'GET',
    url: `/admin/flagged-content${query}`,
    tenant: who.tenantId,
    user: who.userId,
  });
  return expectStatus(response, 200).json<FlaggedContentPage>();
}

const CONTACT_TEXT = 'Write to me at jo@example.com or call +44 20 7946 0958';

describe('contact-detail guard', () => {
  it('warns before sending (warn mode) and sends as written once acknowledged', async () => {
    const channelId = await openChannel(customer, agencyFreelancer.userId);
    const warned = await send(customer, channelId, { message: CONTACT_TEXT });
    expect(warned.statusCode).toBe(422);
    const error = warned.json<ErrorBody>();
    expect(error).toMatchObject({
      code: API_ERROR_CODES.contactInfoDetected,
      message: CONTACT_INFO_WARNING,
    });
    expect(error.fields).toEqual([
      { path: 'body.message', message: 'Contains an e-mail address and a phone number' },
    ]);
    const sent = await send(customer, channelId, {
      message: CONTACT_TEXT,
      contactWarningAcknowledged: true,
    });
    const body = expectStatus(sent, 201).json<SentMessage>();
    expect(body.message.message).toBe(CONTACT_TEXT);
    expect(body.contactGuard).toEqual({ action: 'warned', kinds: ['email', 'phone'] });
    // A text without contact details needs no acknowledgement.
    expectStatus(await send(customer, channelId, { message: 'Budget is 2026-03-01 ready' }), 201);
    const page = await flagged(admin, '?source=message');
    expect(page.items[0]).toMatchObject({
      source: 'message',
      action: 'warned',
      kinds: ['email', 'phone'],
      text: CONTACT_TEXT,
      sender: { userId: customer.userId },
      recipient: { userId: agencyFreelancer.userId },
      channelId,
    });
  });

  it('masks details (mask mode); administrators of that tenant alone see the original', async () => {
    const channelId = await openChannel(acmeCustomer, acmeFreelancer.userId);
    const text = 'Ping me: t.me/acme_jo or acme.jo@example.org';
    const sent = await send(acmeCustomer, channelId, { message: text });
    const body = expectStatus(sent, 201).json<SentMessage>();
    expect(body.message.message).toBe(`Ping me: ${CONTACT_MASK} or ${CONTACT_MASK}`);
    expect(body.message.contactMasked).toBe(true);
    expect(body.contactGuard).toEqual({ action: 'masked', kinds: ['email', 'link'] });
    const view = await call(api, {
      method: 'GET',
      url: `/channel/${channelId}`,
      tenant: 'acme',
      user: acmeFreelancer.userId,
    });
    expect(JSON.stringify(view.json())).not.toContain('example.org');
    const acmeFlags = await flagged(acmeAdmin);
    expect(acmeFlags.items[0]).toMatchObject({ action: 'masked', text });
    expect((await flagged(admin)).items.some((item) => item.text === text)).toBe(false);
  });

  it('refuses the flagged list to everyone but administrators', async () => {
    const response = await call(api, {
      method: 'GET',
      url: '/admin/flagged-content',
      user: customer.userId,
    });
    expect(response.statusCode).toBe(403);
  });

  it('guards proposals sent before a contract, naming the fields', async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Guarded proposal' });
    expectStatus(
      await saveDraft(api, agencyFreelancer.userId, jobId, {
        description: 'Call me on 020 7946 0958',
        tasks: [{ title: 'Build', description: 'Mail jo@example.com', amount: 1000 }],
      }),
      200,
    );
    const body = { freelancerId: agencyFreelancer.userId, jobID: jobId };
    const warned = await call(api, {
      method: 'POST',
      url: '/jobs/send_proposal',
      user: agencyFreelancer.userId,
      body,
    });
    expect(warned.statusCode).toBe(422);
    expect(warned.json<ErrorBody>().fields.map((field) => field.path)).toEqual([
      'proposal.description',
      'proposal.tasks.0.description',
    ]);
    const sent = await call(api, {
      method: 'POST',
      url: '/jobs/send_proposal',
      user: agencyFreelancer.userId,
      body: { ...body, contactWarningAcknowledged: true },
    });
    expectStatus(sent, 200);
    const page = await flagged(admin, '?source=proposal');
    expect(page.items[0]).toMatchObject({
      source: 'proposal',
      action: 'warned',
      jobId,
      recipient: { userId: customer.userId },
    });
  });
});

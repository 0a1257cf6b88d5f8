/**
 * The dashboard (docs/dashboard.md): each role's "what needs me now", newest first, each item
 * linking to where it is acted on; only the caller's own tenant and records.
 */
import type {
  Dashboard,
  DashboardItem,
  MilestoneView,
  SeededAccount,
  SentMessage,
} from '@mp/contracts';
import { account, accounts, call, setUpTestApi } from './harness';
import { milestoneStatus, startContract } from './contract-support';
import { draftAndSend, expectStatus, postJob } from './proposals-support';

const { customer, orgCustomer, freelancer, agencyFreelancer, admin, acmeCustomer, acmePending } =
  accounts;
const acmeAdmin = account('acme', 'admin');
const api = setUpTestApi();

type ErrorBody = { code: string; fields?: { path: string }[] };

function dashboardCall(who: SeededAccount, query = '', tenant = who.tenantId) {
  return call(api, { method: 'GET', url: `/dashboard${query}`, tenant, user: who.userId });
}

async function dashboardOf(who: SeededAccount): Promise<Dashboard> {
  return expectStatus(await dashboardCall(who), 200).json<Dashboard>();
}

async function itemAbout(who: SeededAccount, kind: string, title: string) {
  const { items } = await dashboardOf(who);
  return items.find((item) => item.kind === kind && item.title === title);
}

function expectNewestFirst(items: readonly DashboardItem[]): void {
  const times = items.map((item) => item.at);
  expect(times).toEqual([...times].sort().reverse());
}

describe('a customer and a freelancer through the hire loop', () => {
  const title = 'Dashboard hire loop job';
  let jobId = '';

  it('shows the customer a job without proposals, linked to its proposals page', async () => {
    jobId = await postJob(api, customer.userId, { title });
    expect(await itemAbout(customer, 'jobWithoutProposals', title)).toMatchObject({
      link: `/customer/list-all-proposals?jobId=${jobId}`,
      person: null,
    });
    // Another customer of the tenant never sees it.
    expect(await itemAbout(orgCustomer, 'jobWithoutProposals', title)).toBeUndefined();
  });

  it("shows the customer a freelancer's new proposal, the freelancer their waiting proposal", async () => {
    await draftAndSend(api, freelancer.userId, jobId);
    const received = await itemAbout(customer, 'proposalReceived', title);
    expect(received).toMatchObject({
      link: `/customer/list-all-proposals?jobId=${jobId}`,
      person: { userId: freelancer.userId, name: freelancer.name },
    });
    expect(await itemAbout(customer, 'jobWithoutProposals', title)).toBeUndefined();
    expect(await itemAbout(freelancer, 'proposalAwaitingAnswer', title)).toMatchObject({
      link: '/freelancer/proposals',
      person: { userId: customer.userId },
    });
    expect(await itemAbout(agencyFreelancer, 'proposalAwaitingAnswer', title)).toBeUndefined();
    expectNewestFirst((await dashboardOf(customer)).items);
  });

  it('once the contract is accepted, asks the customer to pay each milestone, with its amount', async () => {
    const accepted = await call(api, {
      method: 'POST',
      url: '/jobs/accept_contract',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: freelancer.userId, acceptOffer: true },
    });
    expectStatus(accepted, 200);
    const { items } = await dashboardOf(customer);
    const toPay = items.filter((item) => item.kind === 'milestoneToPay' && item.jobTitle === title);
    expect(toPay.map((item) => [item.title, item.amount]).sort()).toEqual([
      ['Build', 60000],
      ['Design', 40000],
    ]);
    expect(toPay[0]?.link).toBe(`/customer/contract/${jobId}?mode=overview`);
    expect(toPay[0]?.person?.userId).toBe(freelancer.userId);
    expect(items.some((item) => item.kind === 'proposalReceived' && item.title === title)).toBe(
      false,
    );
    expect(await itemAbout(freelancer, 'proposalAwaitingAnswer', title)).toBeUndefined();
  });
});

it('walks a milestone from delivery to payout through both dashboards', async () => {
  const title = 'Dashboard delivery job';
  const { jobId, milestones } = await startContract(api, customer.userId, freelancer.userId, {
    title,
  });
  const [design] = milestones as [MilestoneView];
  // The pay-in settles at the provider (docs/milestones.md): the milestone is paid.
  await api.db.query("UPDATE milestones SET status = 2 WHERE tenant_id = 'demo' AND id = $1", [
    design.milestoneId,
  ]);
  const toDeliver = (await dashboardOf(freelancer)).items.find(
    (entry) => entry.id === `milestoneToDeliver:${design.milestoneId}`,
  );
  expect(toDeliver).toMatchObject({
    link: `/freelancer/manage/${jobId}`,
    jobTitle: title,
    amount: 40000,
    person: { userId: customer.userId },
  });
  expect(await itemAbout(agencyFreelancer, 'milestoneToDeliver', 'Design')).toBeUndefined();

  const submitted = await milestoneStatus(api, freelancer.userId, {
    key: 'submit',
    milestoneId: design.milestoneId,
    jobID: jobId,
    flNote: 'Wireframes attached',
  });
  expectStatus(submitted, 200);
  const customerItems = (await dashboardOf(customer)).items;
  expect(
    customerItems.find((entry) => entry.id === `milestoneToSignOff:${design.milestoneId}`),
  ).toMatchObject({ link: `/customer/contract/${jobId}?mode=overview` });
  const freelancerItems = (await dashboardOf(freelancer)).items;
  expect(freelancerItems.some((entry) => entry.id === toDeliver?.id)).toBe(false);

  // Signed off, the payout waits for the freelancer's payout account, then is paid out.
  await api.db.query(
    `UPDATE milestones SET status = 4, payout_status = 'waiting_for_account', payout_amount = 36000,
            payout_updated_at = now() WHERE tenant_id = 'demo' AND id = $1`,
    [design.milestoneId],
  );
  const payout = (await dashboardOf(freelancer)).items.find(
    (entry) => entry.id === `payout:${design.milestoneId}`,
  );
  expect(payout).toMatchObject({
    status: 'waiting_for_account',
    amount: 36000,
    link: '/freelancer/setting#payment-account',
  });
  await api.db.query(
    `UPDATE milestones SET payout_status = 'paid', payout_updated_at = now() - interval '30 days'
      WHERE tenant_id = 'demo' AND id = $1`,
    [design.milestoneId],
  );
  const later = (await dashboardOf(freelancer)).items;
  expect(later.some((entry) => entry.id === `payout:${design.milestoneId}`)).toBe(false);
});

it('shows the freelancer an invitation until they answer it, linked to the job', async () => {
  const title = 'Dashboard invitation job';
  const jobId = await postJob(api, customer.userId, { title });
  const invited = await call(api, {
    method: 'POST',
    url: '/jobs/customer_send_invitation',
    user: customer.userId,
    body: { jobID: jobId, freelancerID: agencyFreelancer.userId },
  });
  expectStatus(invited, 200);
  expect(await itemAbout(agencyFreelancer, 'invitation', title)).toMatchObject({
    link: `/freelancer/search-jobs?jobId=${jobId}`,
    person: { userId: customer.userId, name: customer.name },
  });
  expect(await itemAbout(freelancer, 'invitation', title)).toBeUndefined();
  await draftAndSend(api, agencyFreelancer.userId, jobId);
  expect(await itemAbout(agencyFreelancer, 'invitation', title)).toBeUndefined();
});

it('shows an unread conversation to its recipient with the count, until it is read', async () => {
  const sent = await call(api, {
    method: 'POST',
    url: '/message',
    user: orgCustomer.userId,
    body: { freelancerId: agencyFreelancer.userId, messageContent: 'Are you free next week?' },
  });
  const { channelId } = expectStatus(sent, 201).json<SentMessage>();
  const { items } = await dashboardOf(agencyFreelancer);
  expect(items.find((item) => item.id === `unreadConversation:${channelId}`)).toMatchObject({
    link: `/freelancer/inbox/${channelId}`,
    title: orgCustomer.name,
    count: 1,
    person: { userId: orgCustomer.userId },
  });
  const senderItems = (await dashboardOf(orgCustomer)).items;
  expect(senderItems.some((item) => item.id === `unreadConversation:${channelId}`)).toBe(false);
  const read = await call(api, {
    method: 'GET',
    url: `/channel/${channelId}`,
    user: agencyFreelancer.userId,
  });
  expectStatus(read, 200);
  const after = (await dashboardOf(agencyFreelancer)).items;
  expect(after.some((item) => item.id === `unreadConversation:${channelId}`)).toBe(false);
});

it("shows administrators their own tenant's customers awaiting approval", async () => {
  const acme = await dashboardOf(acmeAdmin);
  expect(
    acme.items.find((item) => item.id === `customerApproval:${acmePending.userId}`),
  ).toMatchObject({
    link: '/dashboard#customer-approvals',
    person: { userId: acmePending.userId },
  });
  expect(acme.nextProfileStep).toBeNull();
  const demo = await dashboardOf(admin);
  expect(demo.items.some((item) => item.person?.userId === acmePending.userId)).toBe(false);
  expect(
    demo.items.every((item) => ['customerApproval', 'productApproval'].includes(item.kind)),
  ).toBe(true);
});

it('gives a freelancer their next profile step, customers none', async () => {
  const own = await dashboardOf(freelancer);
  if (own.nextProfileStep !== null) {
    expect(own.nextProfileStep.link).toBe('/freelancer/profile');
  }
  const cleared = await call(api, {
    method: 'POST',
    url: '/freelancers/update/profile',
    user: agencyFreelancer.userId,
    body: { type: 'pictures', data: { profilePicture: null } },
  });
  expectStatus(cleared, 200);
  expect((await dashboardOf(agencyFreelancer)).nextProfileStep).toEqual({
    step: 'picture',
    link: '/freelancer/profile',
  });
  expect((await dashboardOf(customer)).nextProfileStep).toBeNull();
});

it('answers only signed-in callers of their own tenant', async () => {
  const anonymous = await call(api, { method: 'GET', url: '/dashboard' });
  expect(anonymous.statusCode).toBe(401);
  const crossed = await dashboardCall(acmeCustomer, '', 'demo');
  expect(crossed.statusCode).toBe(403);
  expect(crossed.json<ErrorBody>().code).toBe('TENANT_MISMATCH');
  const acme = await dashboardOf(acmeCustomer);
  expect(acme.items.some((item) => item.title.startsWith('Dashboard '))).toBe(false);
});

it('refuses bad input naming query.limit, and honours a good limit', async () => {
  for (const bad of ['?limit=0', '?limit=abc', '?limit=101']) {
    const refused = await dashboardCall(customer, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().fields?.map((field) => field.path)).toContain('query.limit');
  }
  const unknown = await dashboardCall(customer, '?everything=1');
  expect(unknown.statusCode).toBe(400);
  const one = expectStatus(await dashboardCall(customer, '?limit=1'), 200).json<Dashboard>();
  expect(one.items).toHaveLength(1);
});

/**
 * Profile views (docs/users.md#profile-views): a signed-in viewer counts once a day; the owner's
 * and administrators' views never count; the owner reads their counts.
 */
import type { ProfileViews, SeededAccount } from '@mp/contracts';
import { accounts, call, setUpTestApi } from './harness';
import { expectStatus } from './proposals-support';

const { freelancer, agencyFreelancer, customer, orgCustomer, admin, acmeCustomer, acmeFreelancer } =
  accounts;
const api = setUpTestApi();

type ErrorBody = { code: string; fields?: { path: string }[] };

function view(who: SeededAccount, freelancerID: unknown, tenant = who.tenantId) {
  return call(api, {
    method: 'POST',
    url: '/freelancers/view_profile',
    tenant,
    user: who.userId,
    body: { freelancerID },
  });
}

async function viewsOf(who: SeededAccount): Promise<ProfileViews> {
  const response = await call(api, {
    method: 'GET',
    url: '/freelancers/profile-views',
    tenant: who.tenantId,
    user: who.userId,
  });
  return expectStatus(response, 200).json<ProfileViews>();
}

it('counts each signed-in viewer once a day, never the owner or an administrator', async () => {
  expect(await viewsOf(freelancer)).toEqual({ total: 0, last7Days: 0, last30Days: 0 });
  expect(expectStatus(await view(customer, freelancer.userId), 200).json()).toEqual({
    counted: true,
  });
  expect((await view(customer, freelancer.userId)).json()).toEqual({ counted: false });
  expect((await view(orgCustomer, freelancer.userId)).json()).toEqual({ counted: true });
  expect((await view(agencyFreelancer, freelancer.userId)).json()).toEqual({ counted: true });
  expect((await view(freelancer, freelancer.userId)).json()).toEqual({ counted: false });
  expect((await view(admin, freelancer.userId)).json()).toEqual({ counted: false });
  expect(await viewsOf(freelancer)).toEqual({ total: 3, last7Days: 3, last30Days: 3 });
  // Each freelancer reads their own counts only.
  expect(await viewsOf(agencyFreelancer)).toEqual({ total: 0, last7Days: 0, last30Days: 0 });
});

it('shows the counts to freelancers only, and never signed out', async () => {
  for (const who of [customer, admin]) {
    const refused = await call(api, {
      method: 'GET',
      url: '/freelancers/profile-views',
      user: who.userId,
    });
    expect(refused.statusCode).toBe(403);
  }
  const anonymous = await call(api, {
    method: 'POST',
    url: '/freelancers/view_profile',
    body: { freelancerID: freelancer.userId },
  });
  expect(anonymous.statusCode).toBe(401);
});

it('never counts across tenants', async () => {
  const crossed = await view(acmeCustomer, freelancer.userId);
  expect(crossed.statusCode).toBe(404);
  expect(crossed.json<ErrorBody>().code).toBe('USER_NOT_FOUND');
  const mismatch = await view(acmeCustomer, acmeFreelancer.userId, 'demo');
  expect(mismatch.statusCode).toBe(403);
  expect((await viewsOf(acmeFreelancer)).total).toBe(0);
});

it('refuses bad input naming body.freelancerID', async () => {
  for (const bad of ['not-a-user', 42, undefined]) {
    const refused = await view(customer, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().fields?.map((field) => field.path)).toContain(
      'body.freelancerID',
    );
  }
  const notFreelancer = await view(freelancer, customer.userId);
  expect(notFreelancer.statusCode).toBe(422);
  expect(notFreelancer.json<ErrorBody>().fields?.map((field) => field.path)).toEqual([
    'body.freelancerID',
  ]);
  const unknown = await view(customer, '0000000d-0000-4000-8000-00000000ffff');
  expect(unknown.statusCode).toBe(404);
});

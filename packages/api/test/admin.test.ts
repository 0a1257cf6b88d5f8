/** Administrators approve or decline customers: the queue, decisions, roles, tenants, bad input. */
import {
  CUSTOMER_APPROVAL_NOTIFICATION,
  type AdminCustomer,
  type AdminCustomersPage,
  type Me,
  type NotificationsPage,
  type OwnApproval,
} from '@mp/contracts';
import { account, accounts, call, snapshotTenant, setUpTestApi } from './harness';

const { customer, orgCustomer, freelancer, admin, acmeCustomer, acmeFreelancer, acmePending } =
  accounts;
const acmeAdmin = account('acme', 'admin');
const acmeOrg = account('acme', 'org-customer');
const demoPending = account('demo', 'pending-customer');

const api = setUpTestApi();

function list(user: string, tenant: 'demo' | 'acme', query = '') {
  return call(api, { method: 'GET', url: `/admin/customers${query}`, user, tenant });
}

function decide(
  user: string,
  tenant: 'demo' | 'acme',
  userId: string,
  body: unknown,
): ReturnType<typeof call> {
  return call(api, {
    method: 'POST',
    url: `/admin/customers/${userId}/approval`,
    user,
    tenant,
    body,
  });
}

function fieldsOf(response: Awaited<ReturnType<typeof call>>): string[] {
  return response.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
}

describe('GET /admin/customers', () => {
  it('lists the pending customers of the admin’s tenant by default', async () => {
    const response = await list(acmeAdmin.userId, 'acme');
    expect(response.statusCode).toBe(200);
    const page = response.json<AdminCustomersPage>();
    expect(page.lastEvaluatedKey).toBeUndefined();
    expect(page.customers).toEqual([
      {
        userId: acmePending.userId,
        name: acmePending.name,
        email: acmePending.email,
        isCustomerOrganisation: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        isApproved: false,
        approvalStatus: 'pending',
        decidedAt: null,
        decidedBy: null,
        reason: null,
      },
    ]);
  });

  it('filters by status and pages through every customer with the cursor', async () => {
    const approved = (
      await list(acmeAdmin.userId, 'acme', '?status=approved')
    ).json<AdminCustomersPage>();
    expect(approved.customers.map((c) => c.userId).sort()).toEqual(
      [acmeCustomer.userId, acmeOrg.userId].sort(),
    );
    expect(
      approved.customers.find((c) => c.userId === acmeOrg.userId)?.isCustomerOrganisation,
    ).toBe(true);
    const seen: string[] = [];
    let from: string | undefined;
    do {
      const query = `?status=all&limit=1${from ? `&from=${from}` : ''}`;
      const page = (await list(acmeAdmin.userId, 'acme', query)).json<AdminCustomersPage>();
      expect(page.customers).toHaveLength(1);
      seen.push(page.customers[0]!.userId);
      from = page.lastEvaluatedKey;
    } while (from !== undefined);
    expect(seen.sort()).toEqual([acmeCustomer.userId, acmePending.userId, acmeOrg.userId].sort());
  });

  it('shows an admin only their own tenant’s customers', async () => {
    const demo = (await list(admin.userId, 'demo', '?status=all')).json<AdminCustomersPage>();
    const ids = demo.customers.map((c) => c.userId);
    expect(ids).toEqual(expect.arrayContaining([customer.userId, orgCustomer.userId]));
    expect(ids).not.toContain(acmePending.userId);
    expect(ids).not.toContain(freelancer.userId);
    expect(ids).not.toContain(admin.userId);
    const pending = (await list(admin.userId, 'demo')).json<AdminCustomersPage>().customers;
    expect(pending.map((c) => c.userId)).toEqual([demoPending.userId]);
  });

  it('refuses customers and freelancers (403) and callers of another tenant', async () => {
    expect((await list(acmePending.userId, 'acme')).statusCode).toBe(403);
    expect((await list(acmeCustomer.userId, 'acme')).statusCode).toBe(403);
    expect((await list(acmeFreelancer.userId, 'acme')).statusCode).toBe(403);
    expect((await list(admin.userId, 'acme')).statusCode).toBe(403);
    expect(
      (await call(api, { method: 'GET', url: '/admin/customers', tenant: 'acme' })).statusCode,
    ).toBe(401);
  });

  it('answers 400 naming the field for a bad status, limit or cursor', async () => {
    const response = await list(acmeAdmin.userId, 'acme', '?status=waiting&limit=500');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(expect.arrayContaining(['query.status', 'query.limit']));
    const cursor = await list(acmeAdmin.userId, 'acme', '?from=not-a-cursor');
    expect(cursor.statusCode).toBe(400);
    expect(fieldsOf(cursor)).toEqual(['query.from']);
  });
});

describe('POST /admin/customers/{userId}/approval', () => {
  it('answers 400 naming the field for a bad body or id', async () => {
    const bad = await decide(acmeAdmin.userId, 'acme', acmePending.userId, {
      approved: 'yes',
      reason: 'x'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['body.approved', 'body.reason']));
    const missing = await decide(acmeAdmin.userId, 'acme', acmePending.userId, {});
    expect(fieldsOf(missing)).toEqual(['body.approved']);
    const id = await decide(acmeAdmin.userId, 'acme', 'no%20such', { approved: true });
    expect(id.statusCode).toBe(400);
    expect(fieldsOf(id)).toEqual(['params.userId']);
  });

  it('refuses non-administrators with 403 and changes nothing', async () => {
    const before = await snapshotTenant(api.db, 'acme');
    for (const user of [acmePending.userId, acmeCustomer.userId, acmeFreelancer.userId]) {
      const response = await decide(user, 'acme', acmePending.userId, { approved: true });
      expect(response.statusCode).toBe(403);
    }
    expect(await snapshotTenant(api.db, 'acme')).toEqual(before);
  });

  it('answers 404 for a freelancer, an administrator, an unknown id or another tenant’s customer', async () => {
    const acmeBefore = await snapshotTenant(api.db, 'acme');
    const demoBefore = await snapshotTenant(api.db, 'demo');
    for (const userId of [
      acmeFreelancer.userId,
      acmeAdmin.userId,
      'no-such-user',
      customer.userId,
    ]) {
      const response = await decide(acmeAdmin.userId, 'acme', userId, { approved: false });
      expect(response.statusCode).toBe(404);
    }
    const foreign = await decide(admin.userId, 'demo', acmePending.userId, { approved: true });
    expect(foreign.statusCode).toBe(404);
    expect(await snapshotTenant(api.db, 'acme')).toEqual(acmeBefore);
    expect(await snapshotTenant(api.db, 'demo')).toEqual(demoBefore);
  });

  it('declines with a reason, which the customer reads; declining again is 409', async () => {
    const response = await decide(acmeAdmin.userId, 'acme', acmePending.userId, {
      approved: false,
      reason: '  We could not verify your company.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminCustomer>()).toMatchObject({
      userId: acmePending.userId,
      isApproved: false,
      approvalStatus: 'declined',
      decidedBy: acmeAdmin.userId,
      decidedAt: expect.stringMatching(/^\d{4}-/),
      reason: 'We could not verify your company.',
    });
    const own = await call(api, {
      method: 'GET',
      url: '/users/me/approval',
      user: acmePending.userId,
      tenant: 'acme',
    });
    expect(own.json<OwnApproval>()).toMatchObject({
      isApproved: false,
      approvalStatus: 'declined',
      reason: 'We could not verify your company.',
    });
    expect((await list(acmeAdmin.userId, 'acme')).json<AdminCustomersPage>().customers).toEqual([]);
    const declined = (
      await list(acmeAdmin.userId, 'acme', '?status=declined')
    ).json<AdminCustomersPage>();
    expect(declined.customers.map((c) => c.userId)).toEqual([acmePending.userId]);
    const again = await decide(acmeAdmin.userId, 'acme', acmePending.userId, { approved: false });
    expect(again.statusCode).toBe(409);
  });

  it('approves: /users/me reports isApproved, the customer is told, approving again is 409', async () => {
    const response = await decide(acmeAdmin.userId, 'acme', acmePending.userId, {
      approved: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminCustomer>()).toMatchObject({
      isApproved: true,
      approvalStatus: 'approved',
      decidedBy: acmeAdmin.userId,
      reason: null,
    });
    const me = await call(api, {
      method: 'GET',
      url: '/users/me',
      user: acmePending.userId,
      tenant: 'acme',
    });
    expect(me.json<Me>().isApproved).toBe(true);
    const notes = await call(api, {
      method: 'GET',
      url: '/notifications',
      user: acmePending.userId,
      tenant: 'acme',
    });
    const decisions = notes
      .json<NotificationsPage>()
      .notifications.filter((n) => n.kind === CUSTOMER_APPROVAL_NOTIFICATION)
      .map((n) => n.payload);
    expect(decisions).toEqual([
      { approved: true, reason: null },
      { approved: false, reason: 'We could not verify your company.' },
    ]);
    const again = await decide(acmeAdmin.userId, 'acme', acmePending.userId, { approved: true });
    expect(again.statusCode).toBe(409);
    const seeded = await decide(acmeAdmin.userId, 'acme', acmeCustomer.userId, { approved: true });
    expect(seeded.statusCode).toBe(409);
  });
});

describe('GET /users/me/approval', () => {
  it('answers customers only', async () => {
    const own = await call(api, {
      method: 'GET',
      url: '/users/me/approval',
      user: customer.userId,
    });
    expect(own.json<OwnApproval>()).toEqual({
      isApproved: true,
      approvalStatus: 'approved',
      decidedAt: null,
      reason: null,
    });
    const other = await call(api, { method: 'GET', url: '/users/me/approval', user: admin.userId });
    expect(other.statusCode).toBe(403);
  });
});

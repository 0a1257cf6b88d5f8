/**
 * The audit trail (docs/admin.md#audit-trail): administrators' writes are recorded with who,
 * when, what and the target before and after; administrators of the tenant list it, page by page.
 */
import type { AuditPage, SeededAccount } from '@mp/contracts';
import { account, accounts, call, setUpTestApi } from './harness';
import { expectStatus } from './proposals-support';

const api = setUpTestApi();
const { admin, customer, freelancer } = accounts;
const acmeAdmin = account('acme', 'admin');
const demoPending = account('demo', 'pending-customer');

function audit(who: SeededAccount, query = '') {
  return call(api, {
    method: 'GET',
    url: `/admin/audit${query}`,
    user: who.userId,
    tenant: who.tenantId,
  });
}

describe('GET /admin/audit', () => {
  it('records a customer approval with its actor, action, target, before and after', async () => {
    const decided = await call(api, {
      method: 'POST',
      url: `/admin/customers/${demoPending.userId}/approval`,
      user: admin.userId,
      body: { approved: true, reason: 'Checked' },
    });
    expectStatus(decided, 200);
    const page = expectStatus(await audit(admin), 200).json<AuditPage>();
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.entries[0]).toMatchObject({
      actor: { userId: admin.userId, name: admin.name },
      action: 'customer.approve',
      targetType: 'customer',
      targetId: demoPending.userId,
      before: { approvalStatus: 'pending', isApproved: false },
      after: { approvalStatus: 'approved', isApproved: true, reason: 'Checked' },
    });
    const refused = await call(api, {
      method: 'POST',
      url: `/admin/customers/${demoPending.userId}/approval`,
      user: admin.userId,
      body: { approved: true },
    });
    expectStatus(refused, 409);
    const after = expectStatus(await audit(admin), 200).json<AuditPage>();
    expect(after.total).toBe(page.total);
  });

  it('pages newest first, for the tenant’s administrators only', async () => {
    const first = expectStatus(await audit(admin, '?page=1&pageSize=1'), 200).json<AuditPage>();
    expect(first.entries).toHaveLength(1);
    const beyond = expectStatus(await audit(admin, '?page=999'), 200).json<AuditPage>();
    expect(beyond.entries).toEqual([]);
    const acme = expectStatus(await audit(acmeAdmin), 200).json<AuditPage>();
    expect(acme.entries.every((entry) => entry.actor.userId !== admin.userId)).toBe(true);
    for (const who of [customer, freelancer]) {
      expect(expectStatus(await audit(who), 403).json<{ code: string }>().code).toBe(
        'FORBIDDEN_ROLE',
      );
    }
    const bad = await audit(admin, '?pageSize=1000');
    expect(expectStatus(bad, 400).json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'query.pageSize',
    );
  });

  it('filters by action, administrator and days, and names a bad filter', async () => {
    const approvals = expectStatus(
      await audit(admin, '?action=customer.approve'),
      200,
    ).json<AuditPage>();
    expect(approvals.entries.length).toBeGreaterThanOrEqual(1);
    expect(approvals.entries.every((entry) => entry.action === 'customer.approve')).toBe(true);
    const hidden = expectStatus(await audit(admin, '?action=review.hide'), 200).json<AuditPage>();
    expect(hidden).toEqual({ entries: [], total: 0 });
    const mine = expectStatus(
      await audit(admin, `?actorId=${admin.userId}`),
      200,
    ).json<AuditPage>();
    expect(mine.total).toBe(approvals.total);
    const nobody = expectStatus(await audit(admin, '?actorId=nobody'), 200).json<AuditPage>();
    expect(nobody.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const todays = expectStatus(
      await audit(admin, `?from=${today}&to=${today}`),
      200,
    ).json<AuditPage>();
    expect(todays.total).toBe(mine.total);
    const past = expectStatus(await audit(admin, '?to=2000-01-01'), 200).json<AuditPage>();
    expect(past.total).toBe(0);
    for (const [query, path] of [
      ['?action=user.delete', 'query.action'],
      ['?from=yesterday', 'query.from'],
      [`?from=${today}&to=2000-01-01`, 'query.to'],
    ]) {
      const bad = await audit(admin, query);
      expect(expectStatus(bad, 400).json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
        path,
      );
    }
  });
});

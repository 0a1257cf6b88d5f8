/** The built SQL of whole searches: tenant scope and permission filters are always there. */
import { ROLES, SEARCH_TRACK_TOTAL_HITS } from '@mp/contracts';
import type { Queryable } from '../db/types';
import type { Tenant } from '../tenancy';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/route';
import type { Viewer } from './indexes';
import { buildSearch, executeSearch } from './run';

const tenant = { id: 'demo', features: {} } as unknown as Tenant;
const caller = (role: Caller['role']): Caller => ({
  userId: 'user-1',
  tenantId: 'demo',
  role,
  freelancerRole: null,
});
const viewer = (who: Caller | null, overrides: Partial<Viewer> = {}): Viewer => ({
  tenant,
  caller: who,
  variant: 'private',
  ignoreStateFilter: false,
  ...overrides,
});

function statusOf(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
  return 200;
}

describe('buildSearch', () => {
  it('scopes every query to the tenant first, as parameter $1', () => {
    const built = buildSearch(viewer(null), {
      index: 'jobs',
      query: { bool: { should: [{ match_all: {} }] } },
    });
    expect(built.params.values[0]).toBe('demo');
    expect(built.pageSql).toContain('t.tenant_id = $1');
    expect(built.countSql).toContain('t.tenant_id = $1');
  });

  it('limits anonymous and public searches to open jobs, whatever the body says', () => {
    for (const who of [viewer(null), viewer(caller(ROLES.customer), { variant: 'public' })]) {
      const built = buildSearch(who, { index: 'jobs', query: { term: { jobStatus: 'ENDED' } } });
      expect(built.pageSql).toContain("t.status IN ('FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB')");
    }
  });

  it("keeps customers to their own jobs and freelancers to open or their proposals' jobs", () => {
    const customer = buildSearch(viewer(caller(ROLES.customer)), { index: 'jobs' });
    expect(customer.pageSql).toContain('t.customer_id = $2');
    expect(customer.params.values[1]).toBe('user-1');
    const freelancer = buildSearch(viewer(caller(ROLES.freelancer)), { index: 'jobs' });
    // Two disjoint branches: open jobs (partial indexes) and contracted jobs they are part of.
    expect(freelancer.pageSql).toContain('UNION ALL');
    expect(freelancer.pageSql).toContain("t.status = 'CONTRACT' AND (");
    expect(freelancer.pageSql).toContain('FROM proposals p');
  });

  it('allows ignoreStateFilter to administrators and customers only', () => {
    const body = { index: 'jobs' as const };
    expect(
      statusOf(() =>
        buildSearch(viewer(caller(ROLES.administrator), { ignoreStateFilter: true }), body),
      ),
    ).toBe(200);
    expect(
      statusOf(() =>
        buildSearch(viewer(caller(ROLES.customer), { ignoreStateFilter: true }), body),
      ),
    ).toBe(200);
    expect(
      statusOf(() =>
        buildSearch(viewer(caller(ROLES.freelancer), { ignoreStateFilter: true }), body),
      ),
    ).toBe(403);
    expect(statusOf(() => buildSearch(viewer(null, { ignoreStateFilter: true }), body))).toBe(403);
  });

  it('keeps users active and milestones to their parties', () => {
    const users = buildSearch(viewer(null), { index: 'users' });
    expect(users.pageSql).toContain('t.status = 0 AND t.role = 2');
    expect(users.pageSql).not.toMatch(/email|own_available_credits/);
    const milestones = buildSearch(viewer(caller(ROLES.freelancer)), { index: 'milestones' });
    expect(milestones.pageSql).toContain('t.freelancer_id = $2 OR EXISTS');
    expect(statusOf(() => buildSearch(viewer(null), { index: 'milestones' }))).toBe(403);
  });

  it("keeps messages to the caller's own conversations, and countUnread to unread ones", () => {
    const me = caller(ROLES.customer);
    const all = buildSearch(viewer(me), { index: 'message' });
    expect(all.pageSql).toContain('t.sender_id = $2');
    expect(all.pageSql).toContain('t.recipient_id = $2');
    expect(all.params.values[1]).toBe(me.userId);
    const unread = buildSearch({ ...viewer(me), countUnread: true }, { index: 'message' });
    expect(unread.countSql).toContain('t.recipient_id = $2 AND t.read_at IS NULL');
    expect(unread.countSql).not.toContain('t.sender_id');
    expect(statusOf(() => buildSearch(viewer(null), { index: 'message' }))).toBe(403);
  });

  it('answers 404 for indexes without tables and 400 for non-public include fields', () => {
    expect(statusOf(() => buildSearch(viewer(null), { index: 'products' }))).toBe(404);
    expect(statusOf(() => buildSearch(viewer(null), { index: 'users', include: ['email'] }))).toBe(
      400,
    );
  });
});

describe('executeSearch', () => {
  it('caps totals at SEARCH_TRACK_TOTAL_HITS and says when more matched', async () => {
    const built = buildSearch(viewer(caller(ROLES.freelancer)), {
      index: 'jobs',
      size: 0,
      query: { match_all: {} },
    });
    const counting = (n: number) =>
      ({ query: async () => ({ rows: [{ n }], rowCount: 1 }) }) as unknown as Queryable;
    expect(await executeSearch(counting(SEARCH_TRACK_TOTAL_HITS + 1), built)).toEqual({
      total: SEARCH_TRACK_TOTAL_HITS,
      totalIsLowerBound: true,
      rows: [],
    });
    expect(await executeSearch(counting(7), built)).toEqual({
      total: 7,
      totalIsLowerBound: false,
      rows: [],
    });
  });
});

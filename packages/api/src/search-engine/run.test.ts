/**
 * The built SQL of whole searches over the indexes the domains define: tenant scope and
 * permission filters are always there.
 */
import { ROLES, SEARCH_TRACK_TOTAL_HITS } from '@mp/contracts';
import type { Queryable } from '../db/types';
import type { Tenant } from '../tenancy';
import { HttpError } from '../http/errors';
import type { Caller } from '../http/route';
import { JOBS_INDEX } from '../domains/jobs/search-index';
import { MESSAGES_INDEX } from '../domains/messaging/search-index';
import { MILESTONES_INDEX } from '../domains/milestones/search-index';
import { USERS_INDEX } from '../domains/users/search-index';
import { SEARCH_INDEXES } from '../registry';
import { createSearchEngine, searchable } from './engine';
import type { Viewer } from './index-definition';
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
    const built = buildSearch(JOBS_INDEX, viewer(null), {
      query: { bool: { should: [{ match_all: {} }] } },
    });
    expect(built.params.values[0]).toBe('demo');
    expect(built.pageSql).toContain('t.tenant_id = $1');
    expect(built.countSql).toContain('t.tenant_id = $1');
  });

  it('limits anonymous and public searches to open jobs, whatever the body says', () => {
    for (const who of [viewer(null), viewer(caller(ROLES.customer), { variant: 'public' })]) {
      const built = buildSearch(JOBS_INDEX, who, { query: { term: { jobStatus: 'ENDED' } } });
      expect(built.pageSql).toContain("t.status IN ('FRESH_JOB', 'IN_DISCUSSION', 'MEETING_JOB')");
    }
  });

  it("keeps customers to their own jobs and freelancers to open or their proposals' jobs", () => {
    const customer = buildSearch(JOBS_INDEX, viewer(caller(ROLES.customer)), {});
    expect(customer.pageSql).toContain('t.customer_id = $2');
    expect(customer.params.values[1]).toBe('user-1');
    const freelancer = buildSearch(JOBS_INDEX, viewer(caller(ROLES.freelancer)), {});
    // Two disjoint branches: open jobs (partial indexes) and contracted jobs they are part of.
    expect(freelancer.pageSql).toContain('UNION ALL');
    expect(freelancer.pageSql).toContain("t.status = 'CONTRACT' AND (");
    expect(freelancer.pageSql).toContain('FROM proposals p');
  });

  it('allows ignoreStateFilter to administrators and customers only', () => {
    const body = {};
    expect(
      statusOf(() =>
        buildSearch(
          JOBS_INDEX,
          viewer(caller(ROLES.administrator), { ignoreStateFilter: true }),
          body,
        ),
      ),
    ).toBe(200);
    expect(
      statusOf(() =>
        buildSearch(JOBS_INDEX, viewer(caller(ROLES.customer), { ignoreStateFilter: true }), body),
      ),
    ).toBe(200);
    expect(
      statusOf(() =>
        buildSearch(
          JOBS_INDEX,
          viewer(caller(ROLES.freelancer), { ignoreStateFilter: true }),
          body,
        ),
      ),
    ).toBe(403);
    expect(
      statusOf(() => buildSearch(JOBS_INDEX, viewer(null, { ignoreStateFilter: true }), body)),
    ).toBe(403);
  });

  it('keeps users active and milestones to their parties', () => {
    const users = buildSearch(USERS_INDEX, viewer(null), {});
    expect(users.pageSql).toContain('t.status = 0 AND t.role = 2');
    expect(users.pageSql).not.toMatch(/email|own_available_credits/);
    const milestones = buildSearch(MILESTONES_INDEX, viewer(caller(ROLES.freelancer)), {});
    expect(milestones.pageSql).toContain('t.freelancer_id = $2 OR EXISTS');
    expect(statusOf(() => buildSearch(MILESTONES_INDEX, viewer(null), {}))).toBe(403);
  });

  it("keeps messages to the caller's own conversations, and countUnread to unread ones", () => {
    const me = caller(ROLES.customer);
    const all = buildSearch(MESSAGES_INDEX, viewer(me), {});
    expect(all.pageSql).toContain('t.sender_id = $2');
    expect(all.pageSql).toContain('t.recipient_id = $2');
    expect(all.params.values[1]).toBe(me.userId);
    const unread = buildSearch(MESSAGES_INDEX, { ...viewer(me), countUnread: true }, {});
    expect(unread.countSql).toContain('t.recipient_id = $2 AND t.read_at IS NULL');
    expect(unread.countSql).not.toContain('t.sender_id');
    expect(statusOf(() => buildSearch(MESSAGES_INDEX, viewer(null), {}))).toBe(403);
  });

  it('answers 404 for indexes not registered and 400 for non-public include fields', () => {
    expect(statusOf(() => createSearchEngine(SEARCH_INDEXES).index('products'))).not.toBe(404);
    const engine = createSearchEngine([searchable(JOBS_INDEX)]);
    expect(statusOf(() => engine.index('products'))).toBe(404);
    expect(statusOf(() => buildSearch(USERS_INDEX, viewer(null), { include: ['email'] }))).toBe(
      400,
    );
  });
});

describe('executeSearch', () => {
  it('caps totals at SEARCH_TRACK_TOTAL_HITS and says when more matched', async () => {
    const built = buildSearch(JOBS_INDEX, viewer(caller(ROLES.freelancer)), {
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

describe('searches at scale (docs/search.md#a-million-jobs)', () => {
  const cap = SEARCH_TRACK_TOTAL_HITS + 1;

  it('ranks a relevance-first search among the first matches in the order after relevance', () => {
    const built = buildSearch(JOBS_INDEX, viewer(null), {
      query: { match: { title: 'logo designer' } },
    });
    expect(built.countsInPage).toBe(true);
    expect(built.pageSql).toContain(
      `ORDER BY t.last_modified DESC, t.created_at DESC, t.id ASC LIMIT ${cap}) t`,
    );
    expect(built.pageSql).toContain('count(*) OVER () AS _total');
    const jobsPage = buildSearch(JOBS_INDEX, viewer(null), {
      query: { multi_match: { query: 'react', fields: ['title', 'description'] } },
      sort: ['_score', { lastModified: { order: 'desc' } }],
    });
    expect(jobsPage.pageSql).toContain(`ORDER BY t.last_modified DESC, t.id ASC LIMIT ${cap}) t`);
  });

  it('pages a text search sorted by a date through the index order and counts beside it', () => {
    const built = buildSearch(JOBS_INDEX, viewer(null), {
      query: { multi_match: { query: 'react developer', fields: ['title', 'description'] } },
      sort: [{ createdAt: 'desc' }],
    });
    expect(built.countsInPage).toBe(false);
    expect(built.pageSql).toContain('ORDER BY t.created_at DESC, t.id ASC LIMIT $');
    expect(built.pageSql).not.toContain('OVER ()');
    expect(built.countSql).toContain(`LIMIT ${cap}) c`);
  });

  it('keeps counting every match in the page when the order visits them all (distance)', () => {
    const point = { lat: 51.5, lon: -0.12 };
    const built = buildSearch(JOBS_INDEX, viewer(null), {
      query: { bool: { filter: [{ geo_distance: { distance: '25km', location: point } }] } },
      sort: [{ _geo_distance: { location: point, order: 'asc' } }],
    });
    expect(built.countsInPage).toBe(true);
    expect(built.pageSql).not.toContain(`LIMIT ${cap}`);
  });
});

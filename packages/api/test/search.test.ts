/**
 * Search routes over seeded users and jobs inserted here: the ES-style subset, permission
 * filters, tenant isolation, private fields, include, paging, sort, geo and the freelancer
 * searches.
 */
import { randomUUID } from 'node:crypto';
import type {
  FreelancerSearchResponse,
  HomepageFreelancersResponse,
  JobFreelancersResponse,
  JobsSearchResponse,
  SearchResponse,
} from '@mp/contracts';
import type { Database } from '../src/db/types';
import { accounts, call, setUpTestApi } from './harness';

const {
  customer,
  orgCustomer: otherCustomer,
  freelancer,
  agency,
  admin,
  acmeCustomer,
  acmeFreelancer,
} = accounts;

/** A word no seeded text contains, so searches find only the jobs inserted here. */
const WORD = 'quokkaplanner';
const LONDON = { lat: 51.5074, lng: -0.1278 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };

interface JobSeed {
  tenant?: string;
  customerId: string;
  title: string;
  status?: string;
  budget?: number;
  serviceId?: string | null;
  skills?: string[];
  at?: { lat: number; lng: number } | null;
  createdAt?: string;
}

async function insertJob(db: Database, seed: JobSeed): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO jobs (tenant_id, id, customer_id, title, description, status, budget, service_id,
       skills, latitude, longitude, created_at, last_modified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $12)`,
    [
      seed.tenant ?? 'demo',
      id,
      seed.customerId,
      seed.title,
      `Details of ${seed.title}`,
      seed.status ?? 'FRESH_JOB',
      seed.budget ?? 10000,
      seed.serviceId ?? null,
      JSON.stringify(seed.skills ?? []),
      seed.at?.lat ?? null,
      seed.at?.lng ?? null,
      seed.createdAt ?? '2026-11-01T10:00:00Z',
    ],
  );
  return id;
}

const api = setUpTestApi();
const jobs: Record<string, string> = {};

beforeAll(async () => {
  const db = api.db;
  jobs.london = await insertJob(db, {
    customerId: customer.userId,
    title: `React ${WORD} for a florist website`,
    budget: 50000,
    serviceId: 'website-development',
    skills: ['react', 'typescript'],
    at: LONDON,
  });
  jobs.manchester = await insertJob(db, {
    customerId: customer.userId,
    title: `Logo ${WORD} design`,
    budget: 20000,
    serviceId: 'graphic-design',
    at: MANCHESTER,
    createdAt: '2026-10-01T10:00:00Z',
  });
  jobs.closed = await insertJob(db, {
    customerId: customer.userId,
    title: `Closed ${WORD} job`,
    status: 'USER_CLOSED',
    budget: 30000,
  });
  jobs.contract = await insertJob(db, {
    customerId: otherCustomer.userId,
    title: `Contracted ${WORD} job`,
    status: 'CONTRACT',
    budget: 40000,
  });
  jobs.other = await insertJob(db, {
    customerId: otherCustomer.userId,
    title: `Other customer ${WORD} brochure`,
    budget: 5000,
  });
  jobs.acme = await insertJob(db, {
    tenant: 'acme',
    customerId: acmeCustomer.userId,
    title: `Acme ${WORD} website`,
    budget: 50000,
    at: LONDON,
  });
  // A proposal gives the freelancer sight of the contracted job; a milestone for the parties.
  const proposalId = randomUUID();
  await db.query(
    `INSERT INTO proposals (tenant_id, id, job_id, freelancer_id, status) VALUES ('demo', $1, $2, $3, 4)`,
    [proposalId, jobs.contract, freelancer.userId],
  );
  await db.query(
    `INSERT INTO milestones (tenant_id, id, job_id, proposal_id, freelancer_id, title, amount)
     VALUES ('demo', $1, $2, $3, $4, $5, 12000)`,
    [randomUUID(), jobs.contract, proposalId, freelancer.userId, `Wireframes ${WORD}`],
  );
});

function es(body: unknown, user: string | null, options: { tenant?: string; query?: string } = {}) {
  return call(api, {
    method: 'POST',
    url: `${user === null ? '/apis/v2/es' : '/apis/v2/auth/es'}${options.query ?? ''}`,
    user,
    body,
    ...(options.tenant ? { tenant: options.tenant } : {}),
  });
}

const ids = (response: { json: <T>() => T }) =>
  response.json<SearchResponse>().hits.hits.map((hit) => hit._id);

const wordQuery = { match: { title: WORD } };

describe('POST /apis/v2/auth/es over jobs', () => {
  it('finds open jobs by text for a freelancer, plus the job they proposed on, never closed ones', async () => {
    const response = await es({ index: 'jobs', query: wordQuery, size: 50 }, freelancer.userId);
    expect(response.statusCode).toBe(200);
    const found = ids(response);
    expect(found.sort()).toEqual([jobs.london, jobs.manchester, jobs.other, jobs.contract].sort());
    const body = response.json<SearchResponse>();
    expect(body.hits.total).toEqual({ value: 4, relation: 'eq' });
    expect(body.hits.hits[0]!._index).toBe('jobs');
    expect(body.hits.hits[0]!._score).toBeGreaterThan(0);
    expect(body.hits.hits[0]!._source).toMatchObject({ jobID: body.hits.hits[0]!._id });
  });

  it('shows a customer only their own jobs; closed ones only with ignoreStateFilter', async () => {
    const open = ids(await es({ index: 'jobs', query: wordQuery }, customer.userId));
    expect(open.sort()).toEqual([jobs.london, jobs.manchester].sort());
    const all = ids(
      await es({ index: 'jobs', query: wordQuery, ignoreStateFilter: true }, customer.userId),
    );
    expect(all.sort()).toEqual([jobs.london, jobs.manchester, jobs.closed].sort());
    const refused = await es(
      { index: 'jobs', query: wordQuery, ignoreStateFilter: true },
      freelancer.userId,
    );
    expect(refused.statusCode).toBe(403);
    const adminAll = ids(
      await es(
        { index: 'jobs', query: wordQuery, ignoreStateFilter: true, size: 50 },
        admin.userId,
      ),
    );
    expect(adminAll).toHaveLength(5);
  });

  it('filters, sorts and pages', async () => {
    const body = {
      index: 'jobs',
      query: {
        bool: { must: [wordQuery], filter: [{ range: { budget: { gte: 5000, lte: 50000 } } }] },
      },
      sort: [{ budget: 'desc' }],
      size: 2,
    };
    const first = await es(body, null);
    expect(ids(first)).toEqual([jobs.london, jobs.manchester]);
    const second = await es({ ...body, from: 2 }, null);
    expect(ids(second)).toEqual([jobs.other]);
    expect(second.json<SearchResponse>().hits.total.value).toBe(3);
  });

  it('finds jobs near a point with geo_distance and sorts by distance', async () => {
    const near = await es(
      {
        index: 'jobs',
        query: {
          bool: {
            must: wordQuery,
            filter: { geo_distance: { distance: '50km', location: { lat: 51.5, lon: -0.12 } } },
          },
        },
      },
      freelancer.userId,
    );
    expect(ids(near)).toEqual([jobs.london]);
    const sorted = await es(
      {
        index: 'jobs',
        query: { bool: { must: wordQuery, filter: { exists: { field: 'location' } } } },
        sort: { _geo_distance: { location: '53.4,-2.2', order: 'asc' } },
      },
      freelancer.userId,
    );
    expect(ids(sorted)).toEqual([jobs.manchester, jobs.london]);
  });

  it('answers 400 naming the unsupported clause', async () => {
    const response = await es(
      { index: 'jobs', query: { bool: { must: [{ fuzzy: { title: 'react' } }] } } },
      freelancer.userId,
    );
    expect(response.statusCode).toBe(400);
    const error = response.json<{ code: string; message: string; fields: { path: string }[] }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('fuzzy');
    expect(error.fields[0]!.path).toBe('body.query.bool.must[0].fuzzy');
  });

  it('counts only with ?countUnread=1 and explains the SQL without values', async () => {
    const counted = await es({ index: 'jobs', query: wordQuery }, freelancer.userId, {
      query: '?countUnread=1',
    });
    expect(counted.json<SearchResponse>().hits).toMatchObject({ total: { value: 4 }, hits: [] });
    const explained = await es(
      { index: 'jobs', query: wordQuery, explain: true },
      freelancer.userId,
    );
    const explain = explained.json<SearchResponse>().explain!;
    expect(explain.sql).toContain('t.tenant_id = $1');
    expect(explain.sql).not.toContain(WORD);
    expect(explain.sql).not.toContain(freelancer.userId);
    expect(explain.clauses[0]).toContain('full-text on title');
  });
});

describe('tenant isolation', () => {
  it('never shows an acme caller a demo job or user in any search', async () => {
    const demoIds = new Set([
      ...Object.values(jobs).filter((id) => id !== jobs.acme),
      customer.userId,
      freelancer.userId,
    ]);
    const responses = [
      await es({ index: 'jobs', query: wordQuery, size: 100 }, acmeFreelancer.userId, {
        tenant: 'acme',
      }),
      await es({ index: 'jobs', size: 100 }, acmeFreelancer.userId, { tenant: 'acme' }),
      await es({ index: 'users', size: 100 }, acmeFreelancer.userId, { tenant: 'acme' }),
      await es({ index: 'milestones', size: 100 }, acmeFreelancer.userId, { tenant: 'acme' }),
      await es({ index: 'jobs', size: 100 }, null, { tenant: 'acme' }),
      await es({ index: 'users', size: 100 }, null, { tenant: 'acme' }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      for (const id of ids(response)) expect(demoIds.has(id)).toBe(false);
    }
    expect(ids(responses[0]!)).toEqual([jobs.acme]);
    const jobsEs = await call(api, {
      method: 'POST',
      url: '/jobs/es',
      tenant: 'acme',
      user: acmeFreelancer.userId,
      body: { query: wordQuery },
    });
    expect(jobsEs.json<JobsSearchResponse>().jobs.map((job) => job.jobID)).toEqual([jobs.acme]);
  });
});

describe('users index', () => {
  it('returns public fields of active users only', async () => {
    const response = await es(
      { index: 'users', query: { match: { name: 'Frankie' } } },
      customer.userId,
    );
    expect(response.statusCode).toBe(200);
    const hit = response.json<SearchResponse>().hits.hits[0]!;
    expect(hit._id).toBe(freelancer.userId);
    for (const key of [
      'email',
      'ownCredits',
      'credits',
      'isApproved',
      'status',
      'surveyLegend',
      'attachedUsers',
    ])
      expect(hit._source).not.toHaveProperty(key);
    expect(hit._source.hourlyRate).toBe(5500);
    const byEmail = await es(
      { index: 'users', query: { term: { email: freelancer.email } } },
      customer.userId,
    );
    expect(byEmail.statusCode).toBe(400);
  });

  it('hides rates where hideFreelancerRate is on, also from filters', async () => {
    const response = await es({ index: 'users', query: { term: { roles: 2 } } }, null, {
      tenant: 'acme',
    });
    const sources = response.json<SearchResponse>().hits.hits.map((hit) => hit._source);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.hourlyRate).toBeNull();
    const probe = await es({ index: 'users', query: { range: { hourlyRate: { gte: 0 } } } }, null, {
      tenant: 'acme',
    });
    expect(probe.statusCode).toBe(400);
    expect(probe.json<{ fields: { path: string }[] }>().fields[0]!.path).toBe(
      'body.query.range.hourlyRate',
    );
  });

  it('lets include choose among public fields only', async () => {
    const chosen = await es(
      { index: 'users', include: ['name', 'title'], size: 1 },
      customer.userId,
    );
    expect(Object.keys(chosen.json<SearchResponse>().hits.hits[0]!._source).sort()).toEqual([
      'name',
      'title',
    ]);
    const refused = await es({ index: 'users', include: ['name', 'email'] }, customer.userId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: { path: string }[] }>().fields[0]!.path).toBe('body.include[1]');
  });
});

describe('milestones index', () => {
  it("shows milestones to the job's customer and the milestone's freelancer only", async () => {
    const query = { index: 'milestones', query: { match: { title: WORD } } };
    expect(ids(await es(query, freelancer.userId))).toHaveLength(1);
    expect(ids(await es(query, otherCustomer.userId))).toHaveLength(1);
    expect(ids(await es(query, customer.userId))).toHaveLength(0);
    expect(ids(await es(query, agency.userId))).toHaveLength(0);
    expect((await es(query, null)).statusCode).toBe(403);
  });
});

describe('POST /jobs/es', () => {
  it('answers {jobs, total} in the job view shape; anonymous callers see open jobs', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/jobs/es',
      body: { query: wordQuery, sort: [{ createdAt: 'asc' }], size: 10 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<JobsSearchResponse>();
    expect(body.total).toBe(3);
    expect(body.jobs[0]).toMatchObject({
      jobID: jobs.manchester,
      jobStatus: 'FRESH_JOB',
      freelancers: [],
    });
  });
});

describe('freelancer searches', () => {
  it('lists freelancers nearest to the map centre first, by service, with a cursor', async () => {
    for (let i = 0; i < 21; i += 1) {
      await api.db.query(
        `INSERT INTO users (tenant_id, id, name, email, username, role, services, latitude, longitude)
         VALUES ('demo', $1, $2, $3, $4, 2, '["photography-and-videography"]'::jsonb, 55, -3)`,
        [randomUUID(), `Photographer ${i}`, `photo${i}@demo.test`, `photo-${i}`],
      );
    }
    const first = await call(api, {
      method: 'POST',
      url: '/freelancers/search',
      user: customer.userId,
      body: { serviceIds: ['website-development'] },
    });
    expect(first.statusCode).toBe(200);
    const page = first.json<FreelancerSearchResponse>();
    expect(page.freelancers.map((f) => f.userId).slice(0, 2)).toEqual([
      freelancer.userId,
      agency.userId,
    ]);
    expect(page.freelancers[0]!.distanceKm).toBeLessThan(10);
    expect(page.nextCursor).toBeNull();

    const photographers = await call(api, {
      method: 'POST',
      url: '/freelancers/search',
      user: customer.userId,
      body: { serviceIds: ['photography-and-videography'], coordinates: MANCHESTER },
    });
    const photoPage = photographers.json<FreelancerSearchResponse>();
    expect(photoPage.freelancers).toHaveLength(20);
    expect(photoPage.total).toBe(21);
    const rest = await call(api, {
      method: 'POST',
      url: '/freelancers/search',
      user: customer.userId,
      body: { serviceIds: ['photography-and-videography'], startCursor: photoPage.nextCursor },
    });
    expect(rest.json<FreelancerSearchResponse>().freelancers).toHaveLength(1);
    const bad = await call(api, {
      method: 'POST',
      url: '/freelancers/search',
      user: customer.userId,
      body: { startCursor: 'not-a-cursor' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("matches freelancers to the customer's own job with a score, never to another's", async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/jobs/freelancers',
      user: customer.userId,
      body: { jobId: jobs.london, limit: 10 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<JobFreelancersResponse>();
    // demo turns hide0MatchFreelancers on: everyone listed scores above 0.
    expect(body.freelancers.length).toBeGreaterThan(0);
    for (const match of body.freelancers) expect(match.matchScore).toBeGreaterThan(0);
    // The agency offers the service (30), has both skills (60) and says "websites" (10).
    const best = body.freelancers[0]!;
    expect(best).toMatchObject({ userId: agency.userId, matchScore: 100 });
    const frankie = body.freelancers.find((match) => match.userId === freelancer.userId);
    expect(frankie?.matchScore).toBeLessThan(100);
    const notMine = await call(api, {
      method: 'POST',
      url: '/jobs/freelancers',
      user: otherCustomer.userId,
      body: { jobId: jobs.london },
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('lists top freelancers per service on the home page (public)', async () => {
    const response = await call(api, {
      method: 'POST',
      url: '/freelancers/freelancers_search_by_service_for_homepage',
      body: { serviceIds: ['website-design', 'no-such-service'] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<HomepageFreelancersResponse>();
    expect(body.services.map((s) => s.serviceId)).toEqual(['website-design']);
    const names = body.services[0]!.freelancers.map((f) => f.userId);
    expect(names).toContain(freelancer.userId);
    expect(names).not.toContain(acmeFreelancer.userId);
  });
});

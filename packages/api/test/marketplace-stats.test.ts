/** GET /public/marketplace-stats: each tenant's own counts for the home page's trust figures. */
import { JOB_STATUS, ROLES, USER_STATUS, type MarketplaceStatsResponse } from '@mp/contracts';
import { accounts, call, setUpTestApi } from './harness';

const { customer } = accounts;
const api = setUpTestApi();

async function stats(tenant: string | null): Promise<MarketplaceStatsResponse> {
  const response = await call(api, { method: 'GET', url: '/public/marketplace-stats', tenant });
  expect(response.statusCode).toBe(200);
  return response.json<MarketplaceStatsResponse>();
}

/** The counts as the database holds them, for one tenant. */
async function counted(tenantId: string): Promise<MarketplaceStatsResponse> {
  const count = async (sql: string, params: (string | number)[]) =>
    Number((await api.db.query<{ n: string }>(sql, params)).rows[0]?.n);
  return {
    freelancers: await count(
      'SELECT count(*) AS n FROM users WHERE tenant_id = $1 AND role = $2 AND status = $3',
      [tenantId, ROLES.freelancer, USER_STATUS.active],
    ),
    jobsPosted: await count(
      'SELECT count(*) AS n FROM jobs WHERE tenant_id = $1 AND root_job_id IS NULL',
      [tenantId],
    ),
    contractsCompleted: await count(
      'SELECT count(*) AS n FROM jobs WHERE tenant_id = $1 AND status = $2',
      [tenantId, JOB_STATUS.ended],
    ),
  };
}

async function postJob(): Promise<string> {
  const response = await call(api, {
    method: 'POST',
    url: '/jobs/post_job',
    user: customer.userId,
    body: { job: { title: 'Stats job', budget: 10000, contractType: 1 } },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ job: { jobID: string } }>().job.jobID;
}

it('answers the counts of the seeded tenants without signing in', async () => {
  for (const tenantId of ['demo', 'acme']) {
    const answer = await stats(tenantId);
    expect(answer).toEqual(await counted(tenantId));
    expect(answer.freelancers).toBeGreaterThan(0);
  }
});

it("counts only the calling tenant's jobs, contracts and freelancers", async () => {
  const demoBefore = await stats('demo');
  const acmeBefore = await stats('acme');
  const jobId = await postJob();
  await api.db.query(`UPDATE jobs SET status = $2 WHERE tenant_id = 'demo' AND id = $1`, [
    jobId,
    JOB_STATUS.ended,
  ]);
  await api.db.query(`UPDATE users SET status = $2 WHERE tenant_id = 'demo' AND id = $1`, [
    accounts.freelancer.userId,
    USER_STATUS.deactivated,
  ]);

  expect(await stats('demo')).toEqual({
    freelancers: demoBefore.freelancers - 1,
    jobsPosted: demoBefore.jobsPosted + 1,
    contractsCompleted: demoBefore.contractsCompleted + 1,
  });
  expect(await stats('acme')).toEqual(acmeBefore);
});

it('needs a known tenant', async () => {
  const unknown = await call(api, {
    method: 'GET',
    url: '/public/marketplace-stats',
    tenant: 'nobody',
  });
  expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
  expect(unknown.statusCode).toBeLessThan(500);
  const missing = await call(api, {
    method: 'GET',
    url: '/public/marketplace-stats',
    tenant: null,
  });
  expect(missing.statusCode).toBeGreaterThanOrEqual(400);
  expect(missing.statusCode).toBeLessThan(500);
});

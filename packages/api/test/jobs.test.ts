/** Jobs: posting (dry run), edits, lists with pages, views by role, tenant isolation, notices. */
import type {
  JobInput,
  JobsPage,
  JobsWithFreelancersResponse,
  JobView,
  NotificationsPage,
  PostJobResponse,
} from '@mp/contracts';
import { accounts, call, snapshotTenant, setUpTestApi, type CallResult } from './harness';

const {
  customer,
  orgCustomer,
  freelancer,
  agency,
  admin,
  acmeCustomer,
  acmeFreelancer,
  acmePending,
} = accounts;

const api = setUpTestApi();
let serviceId: string;
let skillIds: string[];

beforeAll(async () => {
  serviceId = (await call(api, { method: 'GET', url: '/services' })).json<{ id: string }[]>()[0]!
    .id;
  skillIds = (await call(api, { method: 'GET', url: '/skills' }))
    .json<{ id: string }[]>()
    .map((s) => s.id);
});

function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'Build a booking page',
    description: 'A page where clients book a slot',
    budget: 50000,
    contractType: 1,
    serviceId,
    skills: skillIds.slice(0, 2),
    location: { address: 'London', coordinates: { lat: 51.5, lng: -0.12 }, remote: true },
    tax: { taxType: 'VAT', taxRate: 20 },
    ...overrides,
  };
}

async function post(
  user: string,
  job: Partial<JobInput> = {},
  options: { dryRun?: boolean; tenant?: string } = {},
): Promise<CallResult> {
  return call(api, {
    method: 'POST',
    url: '/jobs/post_job',
    user,
    tenant: options.tenant ?? 'demo',
    body: { dryRun: options.dryRun ?? false, job: jobInput(job) },
  });
}

async function postJob(user = customer.userId, job: Partial<JobInput> = {}): Promise<JobView> {
  const response = await post(user, job);
  expect(response.statusCode).toBe(200);
  const job_ = response.json<PostJobResponse>().job;
  if (job_ === null) throw new Error('no job posted');
  return job_;
}

describe('POST /jobs/post_job', () => {
  it('creates a fresh job with budget, contract type, service, skills, location and tax', async () => {
    const job = await postJob(customer.userId, { budget: -2 });
    expect(job).toMatchObject({
      jobStatus: 'FRESH_JOB',
      customerId: customer.userId,
      budget: -2,
      contractType: 1,
      cycleDuration: null,
      serviceId,
      skills: skillIds.slice(0, 2),
      location: { address: 'London', coordinates: { lat: 51.5, lng: -0.12 }, remote: true },
      tax: { taxType: 'VAT', taxRate: 20 },
      rootJobId: null,
      freelancers: [],
    });
  });

  it('needs a cycle duration for pay by week/month and refuses budgets below the markers', async () => {
    const missing = await post(customer.userId, { contractType: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('body.job.cycleDuration');
    const weekly = await postJob(customer.userId, { contractType: 2, cycleDuration: 'week' });
    expect(weekly).toMatchObject({ contractType: 2, cycleDuration: 'week' });
    const badBudget = await post(customer.userId, { budget: -3 });
    expect(badBudget.statusCode).toBe(400);
    expect(badBudget.body).toContain('body.job.budget');
  });

  it('takes budgets in whole minor units (docs/payments.md#amounts)', async () => {
    const job = await postJob(customer.userId, { budget: 349_999 });
    expect(job.budget).toBe(349_999);
    const fraction = await post(customer.userId, { budget: 3499.99 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.body).toContain('body.job.budget');
  });

  it('a dry run answers availability and writes nothing', async () => {
    const before = await snapshotTenant(api.db, 'demo');
    const response = await post(customer.userId, {}, { dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dryRun: true, available: true, reasons: [], job: null });
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
  });

  it('a customer awaiting approval is not available (dry run) and cannot post (403)', async () => {
    const dry = await post(acmePending.userId, {}, { dryRun: true, tenant: 'acme' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json<PostJobResponse>()).toMatchObject({ available: false, job: null });
    expect(dry.json<PostJobResponse>().reasons.join()).toContain('approval');
    const real = await post(acmePending.userId, {}, { tenant: 'acme' });
    expect(real.statusCode).toBe(403);
  });

  it('refuses unknown services and skills, and files the caller did not upload (422)', async () => {
    const unknown = await post(customer.userId, { serviceId: 'no-such-service', skills: ['nope'] });
    expect(unknown.statusCode).toBe(422);
    const fields = unknown.json<{ fields: { path: string }[] }>().fields.map((f) => f.path);
    expect(fields).toEqual(expect.arrayContaining(['body.job.serviceId', 'body.job.skills.0']));
    const file = { key: 'jobs/brief.txt', name: 'brief.txt', contentType: 'text/plain', size: 5 };
    const notMine = await post(customer.userId, { attachments: [file] });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.body).toContain('body.job.attachments.0.key');
  });

  it('attaches files the customer uploaded, with their stored type and size', async () => {
    const upload = await call(api, {
      method: 'POST',
      url: '/apis/auth/s3',
      user: customer.userId,
      body: {
        key: 'jobs/brief.txt',
        contentType: 'text/plain',
        filesize: 5,
        file: Buffer.from('hello').toString('base64'),
      },
    });
    expect(upload.statusCode).toBe(201);
    const job = await postJob(customer.userId, {
      attachments: [{ key: 'jobs/brief.txt', name: 'brief.txt', contentType: 'text/x', size: 1 }],
    });
    expect(job.attachments).toEqual([
      { key: 'jobs/brief.txt', name: 'brief.txt', contentType: 'text/plain', size: 5 },
    ]);
  });

  it('lets whoever may read the job download its attachments, and nobody else', async () => {
    const key = 'jobs/scope.txt';
    const upload = await call(api, {
      method: 'POST',
      url: '/apis/auth/s3',
      user: customer.userId,
      body: { key, contentType: 'text/plain', filesize: 5, file: btoa('scope') },
    });
    expect(upload.statusCode).toBe(201);
    const job = await postJob(customer.userId, {
      attachments: [{ key, name: 'scope.txt', contentType: 'text/plain', size: 5 }],
    });
    const url = `/apis/auth/s3?path=${encodeURIComponent(btoa(key))}`;
    const asFreelancer = await call(api, { method: 'GET', url, user: freelancer.userId });
    expect({ status: asFreelancer.statusCode, body: asFreelancer.body }).toEqual({
      status: 200,
      body: 'scope',
    });
    const fromAcme = await call(api, {
      method: 'GET',
      url,
      user: acmeFreelancer.userId,
      tenant: 'acme',
    });
    expect(fromAcme.statusCode).toBe(404);
    const closed = await call(api, {
      method: 'POST',
      url: `/jobs/${job.jobID}/close`,
      user: customer.userId,
      body: { deleted: true },
    });
    expect(closed.statusCode).toBe(200);
    expect((await call(api, { method: 'GET', url, user: freelancer.userId })).statusCode).toBe(404);
    expect((await call(api, { method: 'GET', url, user: customer.userId })).statusCode).toBe(200);
  });

  it('child jobs need a root job of the same customer', async () => {
    const root = await postJob();
    const child = await postJob(customer.userId, { rootJobId: root.jobID, title: 'Child' });
    expect(child.rootJobId).toBe(root.jobID);
    const family = await call(api, {
      method: 'GET',
      url: `/jobs?jobId=${root.jobID}`,
      user: customer.userId,
    });
    expect(family.json<JobsPage>().jobs.map((j) => j.jobID)).toEqual([child.jobID, root.jobID]);
    const foreign = await post(orgCustomer.userId, { rootJobId: root.jobID });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).toContain('body.job.rootJobId');
  });

  it('only customers post', async () => {
    expect((await post(freelancer.userId)).statusCode).toBe(403);
  });
});

describe('editing', () => {
  it('the owner edits, changes the service and the tax; others get 404', async () => {
    const job = await postJob();
    const edited = await call(api, {
      method: 'PUT',
      url: `/jobs/${job.jobID}`,
      user: customer.userId,
      body: { title: 'Renamed', contractType: 2, cycleDuration: 'month', budget: -1 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<JobView>()).toMatchObject({
      title: 'Renamed',
      contractType: 2,
      cycleDuration: 'month',
      budget: -1,
    });
    const noCycle = await call(api, {
      method: 'PUT',
      url: `/jobs/${job.jobID}`,
      user: customer.userId,
      body: { cycleDuration: null },
    });
    expect(noCycle.statusCode).toBe(422);
    expect(noCycle.body).toContain('body.cycleDuration');
    const service = await call(api, {
      method: 'POST',
      url: '/jobs/update_job_service',
      user: customer.userId,
      body: { jobID: job.jobID, serviceId: null },
    });
    expect(service.json<JobView>().serviceId).toBeNull();
    const tax = await call(api, {
      method: 'POST',
      url: `/jobs/${job.jobID}/tax`,
      user: customer.userId,
      body: { taxType: 'GST', taxRate: 10, jobId: job.jobID },
    });
    expect(tax.json<JobView>().tax).toEqual({ taxType: 'GST', taxRate: 10 });
    const mismatch = await call(api, {
      method: 'POST',
      url: `/jobs/${job.jobID}/tax`,
      user: customer.userId,
      body: { taxType: 'GST', taxRate: 10, jobId: 'another-job' },
    });
    expect(mismatch.statusCode).toBe(400);
    const other = await call(api, {
      method: 'PUT',
      url: `/jobs/${job.jobID}`,
      user: orgCustomer.userId,
      body: { title: 'Mine now' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json<{ code: string }>().code).toBe('JOB_NOT_FOUND');
  });
});

describe('GET /jobs', () => {
  it('pages of at most `limit`, newest modified first, closed jobs only when asked', async () => {
    const posted: JobView[] = [];
    for (let i = 0; i < 5; i += 1)
      posted.push(await postJob(orgCustomer.userId, { title: `J${i}` }));
    // Touching the first job moves it to the front (last-modified order).
    await call(api, {
      method: 'PUT',
      url: `/jobs/${posted[0]!.jobID}`,
      user: orgCustomer.userId,
      body: { description: 'updated' },
    });
    await api.db.query(
      `UPDATE jobs SET status = 'USER_CLOSED' WHERE tenant_id = 'demo' AND id = $1`,
      [posted[1]!.jobID],
    );
    const seen: string[] = [];
    let from: string | undefined;
    let pages = 0;
    do {
      const query = new URLSearchParams({ limit: '2', ...(from ? { from } : {}) });
      const response = await call(api, {
        method: 'GET',
        url: `/jobs?${query.toString()}`,
        user: orgCustomer.userId,
      });
      expect(response.statusCode).toBe(200);
      const page = response.json<JobsPage>();
      expect(page.jobs.length).toBeLessThanOrEqual(2);
      seen.push(...page.jobs.map((job) => job.jobID));
      from = page.lastEvaluatedKey;
      pages += 1;
    } while (from !== undefined);
    // The org customer's two seeded jobs are older than the ones posted here.
    expect(pages).toBe(3);
    expect(seen).toEqual([
      ...[posted[0], posted[4], posted[3], posted[2]].map((job) => job!.jobID),
      'demo-job-monthly-seo',
      'demo-job-product-photos',
    ]);
    const closed = await call(api, {
      method: 'GET',
      url: '/jobs?mode=closed',
      user: orgCustomer.userId,
    });
    expect(closed.json<JobsPage>().jobs.map((job) => job.jobID)).toEqual([posted[1]!.jobID]);
    const all = await call(api, { method: 'GET', url: '/jobs?mode=all', user: orgCustomer.userId });
    expect(all.json<JobsPage>().jobs).toHaveLength(7);
  });

  it('auto-fetch pages hold 50 jobs until lastEvaluatedKey is absent', async () => {
    await api.db.query(
      `INSERT INTO jobs (tenant_id, id, customer_id, title, last_modified)
       SELECT 'acme', 'bulk-' || n, $1, 'Bulk job ' || n, now() - make_interval(secs => n)
         FROM generate_series(1, 55) AS n`,
      [acmeCustomer.userId],
    );
    const first = await call(api, {
      method: 'GET',
      url: '/jobs',
      user: acmeCustomer.userId,
      tenant: 'acme',
    });
    const page = first.json<JobsPage>();
    expect(page.jobs).toHaveLength(50);
    expect(page.jobs[0]!.jobID).toBe('bulk-1');
    const second = await call(api, {
      method: 'GET',
      url: `/jobs?from=${page.lastEvaluatedKey!}`,
      user: acmeCustomer.userId,
      tenant: 'acme',
    });
    const rest = second.json<JobsPage>();
    // 5 bulk jobs, then the acme customer's 2 seeded jobs (posted days ago).
    expect(rest.jobs.map((j) => j.jobID).slice(0, 5)).toEqual([
      'bulk-51',
      'bulk-52',
      'bulk-53',
      'bulk-54',
      'bulk-55',
    ]);
    expect(rest.jobs).toHaveLength(7);
    expect(rest.lastEvaluatedKey).toBeUndefined();
  });

  it('refuses a forged cursor with 400 naming query.from', async () => {
    const response = await call(api, {
      method: 'GET',
      url: '/jobs?from=bm90LWEtY3Vyc29y',
      user: customer.userId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('query.from');
  });

  it("administrators list a user's jobs; others may not", async () => {
    const asAdmin = await call(api, {
      method: 'GET',
      url: `/jobs?userId=${orgCustomer.userId}`,
      user: admin.userId,
    });
    expect(
      asAdmin.json<JobsPage>().jobs.every((job) => job.customerId === orgCustomer.userId),
    ).toBe(true);
    expect(asAdmin.json<JobsPage>().jobs.length).toBeGreaterThan(0);
    const asCustomer = await call(api, {
      method: 'GET',
      url: `/jobs?userId=${orgCustomer.userId}`,
      user: customer.userId,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('viewing a job', () => {
  let job: JobView;
  beforeAll(async () => {
    job = await postJob(customer.userId, { title: 'Viewable job' });
    const invited = await call(api, {
      method: 'POST',
      url: '/jobs/customer_send_invitation',
      user: customer.userId,
      body: { jobID: job.jobID, freelancerID: freelancer.userId },
    });
    expect(invited.statusCode).toBe(200);
  });

  it('the owner sees the invited freelancer; the invitee sees only their entry', async () => {
    const owner = await call(api, {
      method: 'GET',
      url: `/jobs/${job.jobID}`,
      user: customer.userId,
    });
    expect(owner.json<JobView>().freelancers.map((f) => f.freelancerDetails.userId)).toEqual([
      freelancer.userId,
    ]);
    const invitee = await call(api, {
      method: 'POST',
      url: '/jobs/get_job',
      user: freelancer.userId,
      body: { jobID: job.jobID, fromFreelancerSide: true },
    });
    expect(invitee.statusCode).toBe(200);
    expect(invitee.json<JobView>().freelancers).toHaveLength(1);
    const listed = await call(api, { method: 'GET', url: '/jobs', user: freelancer.userId });
    expect(listed.json<JobsPage>().jobs.map((j) => j.jobID)).toContain(job.jobID);
  });

  it('others of the tenant (and visitors) see the public view of an open job only', async () => {
    const other = await call(api, {
      method: 'GET',
      url: `/jobs/${job.jobID}`,
      user: agency.userId,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<JobView>().freelancers).toEqual([]);
    const visitor = await call(api, { method: 'GET', url: `/jobs/${job.jobID}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<JobView>().freelancers).toEqual([]);
    await api.db.query(`UPDATE jobs SET status = 'CONTRACT' WHERE tenant_id = 'demo' AND id = $1`, [
      job.jobID,
    ]);
    const inContract = await call(api, {
      method: 'GET',
      url: `/jobs/${job.jobID}`,
      user: agency.userId,
    });
    expect(inContract.statusCode).toBe(404);
    await api.db.query(
      `UPDATE jobs SET status = 'FRESH_JOB' WHERE tenant_id = 'demo' AND id = $1`,
      [job.jobID],
    );
  });

  it('get_jobs_with_freelancer_details answers the lookup, split and shortlisted modes', async () => {
    const full = await call(api, {
      method: 'POST',
      url: '/jobs/get_jobs_with_freelancer_details',
      user: customer.userId,
      body: { jobId: job.jobID },
    });
    const body = full.json<JobsWithFreelancersResponse>();
    expect(body.jobs).toHaveLength(1);
    expect(Object.keys(body.freelancers)).toEqual([freelancer.userId]);
    const split = await call(api, {
      method: 'POST',
      url: '/jobs/get_jobs_with_freelancer_details',
      user: customer.userId,
      body: { splitData: true },
    });
    const splitBody = split.json<JobsWithFreelancersResponse>();
    expect(splitBody.jobs.every((j) => j.freelancers.length === 0)).toBe(true);
    expect(splitBody.proposals).toBeDefined();
    expect(splitBody.jobs.map((j) => j.jobID)).toContain(job.jobID);
    const shortlisted = await call(api, {
      method: 'POST',
      url: '/jobs/get_jobs_with_freelancer_details',
      user: customer.userId,
      body: { jobId: job.jobID, isShortListedOnly: true },
    });
    expect(shortlisted.json<JobsWithFreelancersResponse>().freelancers).toEqual({});
  });
});

describe('tenant isolation', () => {
  it('an acme user never reads or changes a demo job (404), nor lists it', async () => {
    const job = await postJob(customer.userId, { title: 'Demo only' });
    const before = await snapshotTenant(api.db, 'demo');
    const attempts = [
      { method: 'GET' as const, url: `/jobs/${job.jobID}`, user: acmeFreelancer.userId },
      { method: 'GET' as const, url: `/jobs/${job.jobID}`, user: null },
      {
        method: 'POST' as const,
        url: '/jobs/get_job',
        user: acmeCustomer.userId,
        body: { jobID: job.jobID },
      },
      {
        method: 'PUT' as const,
        url: `/jobs/${job.jobID}`,
        user: acmeCustomer.userId,
        body: { title: 'Hijacked' },
      },
      {
        method: 'POST' as const,
        url: `/jobs/${job.jobID}/close`,
        user: acmeCustomer.userId,
        body: { deleted: true },
      },
    ];
    for (const attempt of attempts) {
      const response = await call(api, { ...attempt, tenant: 'acme' });
      expect(response.statusCode).toBe(404);
    }
    const list = await call(api, {
      method: 'GET',
      url: '/jobs?mode=all',
      user: acmeCustomer.userId,
      tenant: 'acme',
    });
    expect(list.json<JobsPage>().jobs.map((j) => j.jobID)).not.toContain(job.jobID);
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);
  });
});

describe('notifications', () => {
  it('notify-admin stores a notice every administrator reads, and nobody else', async () => {
    const job = await postJob(customer.userId, { title: 'Needs a look' });
    const notify = await call(api, {
      method: 'POST',
      url: '/apis/actions/notify-admin-from-job-pages',
      user: freelancer.userId,
      body: { jobId: job.jobID },
    });
    expect(notify.statusCode).toBe(200);
    const adminNotes = await call(api, {
      method: 'GET',
      url: '/notifications',
      user: admin.userId,
    });
    const note = adminNotes.json<NotificationsPage>().notifications[0];
    expect(note).toMatchObject({
      kind: 'ADMIN_JOB_ATTENTION',
      payload: { jobId: job.jobID, fromUserId: freelancer.userId },
      readAt: null,
    });
    const customerNotes = await call(api, {
      method: 'GET',
      url: '/notifications',
      user: customer.userId,
    });
    expect(
      customerNotes
        .json<NotificationsPage>()
        .notifications.filter((entry) => entry.kind === 'ADMIN_JOB_ATTENTION'),
    ).toEqual([]);
    const read = await call(api, {
      method: 'POST',
      url: '/notifications/read',
      user: admin.userId,
      body: { ids: [note!.id] },
    });
    expect(read.json()).toEqual({ updated: 1, unreadCount: 0 });
  });

  it('notify-admin refuses the owner reporting their own job, and stores nothing', async () => {
    const job = await postJob(customer.userId, { title: 'My own job' });
    const before = await call(api, { method: 'GET', url: '/notifications', user: admin.userId });
    const notify = await call(api, {
      method: 'POST',
      url: '/apis/actions/notify-admin-from-job-pages',
      user: customer.userId,
      body: { jobId: job.jobID },
    });
    expect([notify.statusCode, notify.json<{ code: string }>().code]).toEqual([403, 'FORBIDDEN']);
    const after = await call(api, { method: 'GET', url: '/notifications', user: admin.userId });
    expect(after.json<NotificationsPage>().notifications).toEqual(
      before.json<NotificationsPage>().notifications,
    );
  });
});

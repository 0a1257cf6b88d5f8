/**
 * Reviews and ratings, both ways (docs/reviews.md): the two parties of an ended contract rate
 * each other once within the window; double-blind until both wrote or the window closed; one
 * reply; administrators of the tenant hide; averages in search.
 */
import {
  REVIEW_WINDOW_DAYS,
  type AuditPage,
  type ContractReviews,
  type FreelancerSearchResponse,
  type HomepageFreelancersResponse,
  type Review,
  type SeededAccount,
  type UserReviews,
} from '@mp/contracts';
import { startContract } from './contract-support';
import { accounts, call, setUpTestApi, type TestApi } from './harness';
import { expectStatus } from './proposals-support';

const { freelancer, agencyFreelancer, customer, orgCustomer, admin, acmeCustomer } = accounts;
const api = setUpTestApi();

type ErrorBody = { code: string; fields?: { path: string }[] };

async function endedContract(who = customer, hired = freelancer): Promise<string> {
  const { jobId } = await startContract(api, who.userId, hired.userId);
  const ended = await call(api, {
    method: 'POST',
    url: `/jobs/${jobId}/end`,
    user: who.userId,
    body: {},
  });
  expectStatus(ended, 200);
  return jobId;
}

/** The injectable clock of this domain is the database's: move the contract `days` into the past. */
async function travel(test: TestApi, jobId: string, days: number): Promise<void> {
  await test.db.query(
    `UPDATE jobs SET closed_at = closed_at - make_interval(days => $2) WHERE id = $1`,
    [jobId, days],
  );
  await test.db.query(
    `UPDATE reviews SET published_at = published_at - make_interval(days => $2),
                        created_at = created_at - make_interval(days => $2) WHERE job_id = $1`,
    [jobId, days],
  );
}

function write(who: SeededAccount, body: Record<string, unknown>, tenant = who.tenantId) {
  return call(api, { method: 'POST', url: '/reviews', tenant, user: who.userId, body });
}

function review(who: SeededAccount, jobId: string, subject: SeededAccount, stars = 5) {
  return write(who, { jobId, subjectId: subject.userId, stars, text: `${stars} stars, thanks` });
}

async function contractReviews(who: SeededAccount, jobId: string): Promise<ContractReviews> {
  const answer = await call(api, {
    method: 'GET',
    url: `/reviews/contracts/${jobId}`,
    user: who.userId,
  });
  return expectStatus(answer, 200).json<ContractReviews>();
}

async function reviewsOf(who: SeededAccount, viewer: SeededAccount | null): Promise<UserReviews> {
  const answer = await call(api, {
    method: 'GET',
    url: `/reviews/users/${who.userId}`,
    user: viewer?.userId ?? null,
  });
  return expectStatus(answer, 200).json<UserReviews>();
}

function codeOf(response: { json: <T>() => T }): string {
  return response.json<ErrorBody>().code;
}

describe('writing', () => {
  it('opens reviews only when the contract ends, to its two parties', async () => {
    const { jobId } = await startContract(api, customer.userId, freelancer.userId);
    const early = await review(customer, jobId, freelancer);
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe('CONTRACT_NOT_ENDED');
    const running = await contractReviews(freelancer, jobId);
    expect(running).toMatchObject({ endedAt: null, windowOpen: false });
    expect(running.counterparts.map((c) => c.person.userId)).toEqual([customer.userId]);
  });

  it('lets each party review the other once; a second review answers 409', async () => {
    const jobId = await endedContract();
    const first = expectStatus(await review(customer, jobId, freelancer, 4), 201).json<Review>();
    expect(first).toMatchObject({ stars: 4, subjectId: freelancer.userId, published: false });
    expect(first.author.userId).toBe(customer.userId);
    const again = await review(customer, jobId, freelancer, 5);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('REVIEW_ALREADY_WRITTEN');
    expectStatus(await review(freelancer, jobId, customer, 5), 201);
  });

  it('refuses strangers 403 and a subject who is not the other party 422', async () => {
    const jobId = await endedContract();
    for (const stranger of [orgCustomer, agencyFreelancer]) {
      const refused = await review(stranger, jobId, freelancer);
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('FORBIDDEN');
      const read = await call(api, {
        method: 'GET',
        url: `/reviews/contracts/${jobId}`,
        user: stranger.userId,
      });
      expect(read.statusCode).toBe(403);
    }
    const wrongSubject = await review(customer, jobId, agencyFreelancer);
    expect(wrongSubject.statusCode).toBe(422);
    expect(wrongSubject.json<ErrorBody>().fields?.map((f) => f.path)).toEqual(['body.subjectId']);
    const self = await review(freelancer, jobId, freelancer);
    expect(self.statusCode).toBe(422);
  });

  it('refuses administrators, who moderate but never review', async () => {
    const jobId = await endedContract();
    expect((await review(admin, jobId, freelancer)).statusCode).toBe(403);
  });

  it(`closes the window ${REVIEW_WINDOW_DAYS} days after the end with 409`, async () => {
    const jobId = await endedContract();
    await travel(api, jobId, REVIEW_WINDOW_DAYS - 1);
    expect((await contractReviews(customer, jobId)).windowOpen).toBe(true);
    expectStatus(await review(customer, jobId, freelancer), 201);
    await travel(api, jobId, 2);
    expect((await contractReviews(freelancer, jobId)).windowOpen).toBe(false);
    const late = await review(freelancer, jobId, customer);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('REVIEW_WINDOW_CLOSED');
  });

  it('names each bad field with 400', async () => {
    const jobId = await endedContract();
    const cases: [Record<string, unknown>, string][] = [
      [{ jobId, subjectId: freelancer.userId, stars: 0, text: 'x' }, 'body.stars'],
      [{ jobId, subjectId: freelancer.userId, stars: 6, text: 'x' }, 'body.stars'],
      [{ jobId, subjectId: freelancer.userId, stars: 4.5, text: 'x' }, 'body.stars'],
      [{ jobId, subjectId: freelancer.userId, stars: 5, text: '   ' }, 'body.text'],
      [{ jobId, subjectId: freelancer.userId, stars: 5, text: 'x'.repeat(2001) }, 'body.text'],
      [{ jobId, subjectId: 'nobody', stars: 5, text: 'x' }, 'body.subjectId'],
      [{ jobId: 'bad id!', subjectId: freelancer.userId, stars: 5, text: 'x' }, 'body.jobId'],
      [{ jobId, subjectId: freelancer.userId, stars: 5, text: 'x', extra: 1 }, 'body.extra'],
    ];
    for (const [body, path] of cases) {
      const refused = await write(customer, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().fields?.map((f) => f.path)).toContain(path);
    }
    const unknownJob = await review(customer, 'no-such-job', freelancer);
    expect(unknownJob.statusCode).toBe(404);
    expect(codeOf(unknownJob)).toBe('JOB_NOT_FOUND');
  });
});

describe('double-blind publishing', () => {
  it('hides the first review from the other party until they write theirs', async () => {
    const jobId = await endedContract();
    expectStatus(await review(freelancer, jobId, customer, 3), 201);
    const waiting = (await contractReviews(customer, jobId)).counterparts[0];
    expect(waiting).toMatchObject({ theirsWritten: true, theirs: null, mine: null });
    const mineWaiting = (await contractReviews(freelancer, jobId)).counterparts[0];
    expect(mineWaiting?.mine).toMatchObject({ stars: 3, published: false });
    expect((await reviewsOf(customer, null)).reviews.map((r) => r.jobId)).not.toContain(jobId);

    expectStatus(await review(customer, jobId, freelancer, 5), 201);
    const both = (await contractReviews(customer, jobId)).counterparts[0];
    expect(both?.theirs).toMatchObject({ stars: 3, published: true });
    expect(both?.mine).toMatchObject({ stars: 5, published: true });
    expect((await reviewsOf(customer, null)).reviews.map((r) => r.jobId)).toContain(jobId);
  });

  it('publishes a lone review when the window closes', async () => {
    const jobId = await endedContract();
    expectStatus(await review(customer, jobId, freelancer, 2), 201);
    expect((await contractReviews(freelancer, jobId)).counterparts[0]?.theirs).toBeNull();
    await travel(api, jobId, REVIEW_WINDOW_DAYS);
    const published = (await contractReviews(freelancer, jobId)).counterparts[0];
    expect(published?.theirs).toMatchObject({ stars: 2, published: true });
  });
});

describe('replies, hiding and averages', () => {
  let jobId = '';
  let reviewId = '';

  beforeAll(async () => {
    jobId = await endedContract(customer, agencyFreelancer);
    reviewId = expectStatus(await review(customer, jobId, agencyFreelancer, 1), 201).json<Review>()
      .reviewId;
  });

  function reply(who: SeededAccount, id: string, text: unknown, tenant = who.tenantId) {
    return call(api, {
      method: 'POST',
      url: `/reviews/${id}/reply`,
      tenant,
      user: who.userId,
      body: { text },
    });
  }

  function hide(who: SeededAccount, id: string, reason: unknown, tenant = who.tenantId) {
    return call(api, {
      method: 'POST',
      url: `/reviews/${id}/hide`,
      tenant,
      user: who.userId,
      body: { reason },
    });
  }

  it('lets the reviewed person reply once, after publishing only', async () => {
    const early = await reply(agencyFreelancer, reviewId, 'Not fair');
    expect(early.statusCode).toBe(409);
    expectStatus(await review(agencyFreelancer, jobId, customer, 5), 201);
    expect((await reply(customer, reviewId, 'Me too')).statusCode).toBe(403);
    expect((await reply(freelancer, reviewId, 'Me too')).statusCode).toBe(403);
    const bad = await reply(agencyFreelancer, reviewId, '  ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().fields?.map((f) => f.path)).toContain('body.text');
    const replied = expectStatus(await reply(agencyFreelancer, reviewId, 'Sorry to hear'), 200);
    expect(replied.json<Review>().reply?.text).toBe('Sorry to hear');
    expect((await reply(agencyFreelancer, reviewId, 'Again')).statusCode).toBe(409);
    const missing = await reply(agencyFreelancer, 'no-such-review', 'x');
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('REVIEW_NOT_FOUND');
  });

  it('counts published reviews in the average, the profile list and freelancer search', async () => {
    const listed = await reviewsOf(agencyFreelancer, null);
    expect(listed.summary).toEqual({ average: 1, count: 1 });
    expect(listed.reviews[0]).toMatchObject({ reviewId, stars: 1, hidden: null });
    expect(listed.reviews[0]?.author).toMatchObject({ userId: customer.userId });
    const search = await call(api, {
      method: 'POST',
      url: '/freelancers/search',
      user: customer.userId,
      body: { sort: 'bestRated' },
    });
    const hits = expectStatus(search, 200).json<FreelancerSearchResponse>().freelancers;
    const hit = hits.find((h) => h.userId === agencyFreelancer.userId);
    expect(hit?.rating).toEqual({ average: 1, count: 1 });
    const rated = hits.filter((h) => h.rating.average !== null).map((h) => h.rating.average);
    expect(rated).toEqual([...rated].sort((a, b) => Number(b) - Number(a)));
    expect(hits.findIndex((h) => h.rating.average === null)).toBeGreaterThanOrEqual(rated.length);
    const home = await call(api, {
      method: 'POST',
      url: '/freelancers/freelancers_search_by_service_for_homepage',
      body: {},
    });
    const featured = expectStatus(home, 200)
      .json<HomepageFreelancersResponse>()
      .services.flatMap((service) => service.freelancers);
    expect(featured.find((f) => f.userId === agencyFreelancer.userId)?.rating).toEqual({
      average: 1,
      count: 1,
    });
    // Every featured card carries the same rating the search shows for that person.
    for (const person of featured) {
      const inSearch = hits.find((h) => h.userId === person.userId);
      if (inSearch) expect(person.rating).toEqual(inSearch.rating);
    }
    expect(featured.filter((f) => hits.some((h) => h.userId === f.userId)).length).toBeGreaterThan(
      1,
    );
    const badSort = await call(api, {
      method: 'POST',
      url: '/freelancers/search',
      user: customer.userId,
      body: { sort: 'loudest' },
    });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json<ErrorBody>().fields?.map((f) => f.path)).toContain('body.sort');
  });

  it('lets only administrators of the tenant hide, with a reason', async () => {
    expect((await hide(customer, reviewId, 'spam')).statusCode).toBe(403);
    expect((await hide(agencyFreelancer, reviewId, 'spam')).statusCode).toBe(403);
    const noReason = await hide(admin, reviewId, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ErrorBody>().fields?.map((f) => f.path)).toContain('body.reason');
    const crossTenant = await hide(admin, reviewId, 'spam', 'acme');
    expect(crossTenant.statusCode).toBe(403);
    const hidden = expectStatus(await hide(admin, reviewId, 'Abusive language'), 200);
    expect(hidden.json<Review>().hidden?.reason).toBe('Abusive language');
    const audited = await call(api, { method: 'GET', url: '/admin/audit', user: admin.userId });
    const entries = expectStatus(audited, 200).json<AuditPage>().entries;
    expect(entries[0]).toMatchObject({
      actor: { userId: admin.userId },
      action: 'review.hide',
      targetType: 'review',
      targetId: reviewId,
      before: { reviewId, hidden: null },
      after: { reviewId, hidden: { reason: 'Abusive language' } },
    });
    expect((await hide(admin, reviewId, 'again')).statusCode).toBe(409);
    const again = await call(api, { method: 'GET', url: '/admin/audit', user: admin.userId });
    expect(expectStatus(again, 200).json<AuditPage>().total).toBe(
      expectStatus(audited, 200).json<AuditPage>().total,
    );
  });

  it('drops a hidden review from averages and lists, but its author and admins see it marked', async () => {
    const anyone = await reviewsOf(agencyFreelancer, freelancer);
    expect(anyone.summary).toEqual({ average: null, count: 0 });
    expect(anyone.reviews).toEqual([]);
    expect((await reviewsOf(agencyFreelancer, agencyFreelancer)).reviews).toEqual([]);
    for (const viewer of [customer, admin]) {
      const seen = await reviewsOf(agencyFreelancer, viewer);
      expect(seen.summary.count).toBe(0);
      expect(seen.reviews[0]?.hidden?.reason).toBe('Abusive language');
    }
    const mine = (await contractReviews(customer, jobId)).counterparts[0]?.mine;
    expect(mine?.hidden?.reason).toBe('Abusive language');
    const theirs = (await contractReviews(agencyFreelancer, jobId)).counterparts[0];
    expect(theirs).toMatchObject({ theirsWritten: true, theirs: null });
  });
});

describe('tenant isolation', () => {
  it('never reads or writes across tenants', async () => {
    const jobId = await endedContract();
    const mismatch = await review(acmeCustomer, jobId, freelancer, 5);
    expect(
      (
        await write(
          acmeCustomer,
          { jobId, subjectId: freelancer.userId, stars: 5, text: 'x' },
          'demo',
        )
      ).statusCode,
    ).toBe(403);
    expect(mismatch.statusCode).toBe(404);
    expect(codeOf(mismatch)).toBe('JOB_NOT_FOUND');
    const read = await call(api, {
      method: 'GET',
      url: `/reviews/contracts/${jobId}`,
      tenant: 'acme',
      user: acmeCustomer.userId,
    });
    expect(read.statusCode).toBe(404);
    const profile = await call(api, {
      method: 'GET',
      url: `/reviews/users/${freelancer.userId}`,
      tenant: 'acme',
    });
    expect(profile.statusCode).toBe(404);
    expect(codeOf(profile)).toBe('USER_NOT_FOUND');
  });

  it('needs a signature to write, and names a bad page', async () => {
    const anonymous = await call(api, { method: 'POST', url: '/reviews', body: {} });
    expect(anonymous.statusCode).toBe(401);
    const badPage = await call(api, {
      method: 'GET',
      url: `/reviews/users/${freelancer.userId}?page=-1`,
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json<ErrorBody>().fields?.map((f) => f.path)).toContain('query.page');
  });
});

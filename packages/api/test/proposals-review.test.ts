/** Proposals under review: rejection, team decline, the signed public apply, roles and tenants. */
import {
  REJECTED_PROPOSAL_DESCRIPTION,
  rejectedProposalPatch,
  type NotifyAdminFromProposalsResponse,
  type Proposal,
  type SentProposalResponse,
  type TeamDeclineResponse,
} from '@mp/contracts';
import { signLink } from '../src/domains/jobs/signatures';
import { accounts, call, snapshotTenant, setUpTestApi } from './harness';
import { draftAndSend, expectStatus, jobStatusOf, postJob, saveDraft } from './proposals-support';
import { forgeSignature, respellSignature } from './support/signatures';

const {
  customer,
  orgCustomer: otherCustomer,
  freelancer,
  agency,
  agencyFreelancer,
  acmeCustomer,
} = accounts;

const api = setUpTestApi();

async function milestoneCount(proposalId: string): Promise<number> {
  const result = await api.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM milestones WHERE tenant_id = 'demo' AND proposal_id = $1",
    [proposalId],
  );
  return result.rows[0]?.n ?? -1;
}

describe('rejection', () => {
  it("the job's customer rejects with the rejection patch: 'Rejected', status 5, no tasks", async () => {
    const jobId = await postJob(api, customer.userId);
    const sent = await draftAndSend(api, freelancer.userId, jobId);
    const { proposalId } = sent.proposal;
    const url = `/jobs/${jobId}/proposals/${proposalId}`;

    const notPatch = await call(api, {
      method: 'PUT',
      url,
      user: customer.userId,
      body: { status: 5, description: 'Not for us' },
    });
    expect(expectStatus(notPatch, 422).json<{ fields: { path: string }[] }>().fields).toEqual([
      expect.objectContaining({ path: 'body.description' }),
    ]);
    const byOther = await call(api, {
      method: 'PUT',
      url,
      user: otherCustomer.userId,
      body: rejectedProposalPatch(),
    });
    expect(expectStatus(byOther, 404).json<{ code: string }>().code).toBe('JOB_NOT_FOUND');
    const bySelf = await call(api, {
      method: 'PUT',
      url,
      user: freelancer.userId,
      body: rejectedProposalPatch(),
    });
    expectStatus(bySelf, 403);

    const rejected = await call(api, {
      method: 'PUT',
      url,
      user: customer.userId,
      body: rejectedProposalPatch(),
    });
    expect(expectStatus(rejected, 200).json<Proposal>()).toMatchObject({
      description: REJECTED_PROPOSAL_DESCRIPTION,
      status: 5,
      offerStatus: 5,
      tasks: [],
      isShortListed: false,
    });
    expect(await milestoneCount(proposalId)).toBe(0);

    const refusals = [
      {
        url: '/jobs/accept_contract',
        body: { jobID: jobId, freelancerID: freelancer.userId, acceptOffer: true },
      },
      { url: '/jobs/short_list', body: { proposalId, jobID: jobId, value: true } },
      { url: '/jobs/accept_meeting', body: { jobID: jobId, freelancerID: freelancer.userId } },
    ];
    for (const refusal of refusals) {
      const response = await call(api, { method: 'POST', user: customer.userId, ...refusal });
      expect({ url: refusal.url, status: response.statusCode }).toEqual({
        url: refusal.url,
        status: 409,
      });
      expect(response.json<{ message: string }>().message).toMatch(/rejected/);
    }
    const twice = await call(api, {
      method: 'PUT',
      url,
      user: customer.userId,
      body: rejectedProposalPatch(),
    });
    expectStatus(twice, 409);
    const resend = await saveDraft(api, freelancer.userId, jobId, { description: 'again' });
    expect(expectStatus(resend, 409).json<{ message: string }>().message).toMatch(/rejected/);
  });

  it('drafts stay private: the customer can neither see nor shortlist an unsent proposal', async () => {
    const jobId = await postJob(api, customer.userId);
    const draft = expectStatus(await saveDraft(api, agency.userId, jobId), 200).json<Proposal>();
    const shortlist = await call(api, {
      method: 'POST',
      url: '/jobs/short_list',
      user: customer.userId,
      body: { proposalId: draft.proposalId, jobID: jobId },
    });
    expect(expectStatus(shortlist, 404).json<{ code: string }>().code).toBe('PROPOSAL_NOT_FOUND');
    const unknown = await call(api, {
      method: 'POST',
      url: '/jobs/short_list',
      user: customer.userId,
      body: { proposalId: 'no-such-proposal', jobID: jobId },
    });
    expect(expectStatus(unknown, 404).json<{ code: string }>().code).toBe('PROPOSAL_NOT_FOUND');
    const reject = await call(api, {
      method: 'PUT',
      url: `/jobs/${jobId}/proposals/${draft.proposalId}`,
      user: customer.userId,
      body: rejectedProposalPatch(),
    });
    expect(expectStatus(reject, 404).json<{ code: string }>().code).toBe('PROPOSAL_NOT_FOUND');
    const accept = await call(api, {
      method: 'POST',
      url: '/jobs/accept_contract',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: agency.userId, acceptOffer: true },
    });
    expect(expectStatus(accept, 409).json<{ message: string }>().message).toMatch(/not sent/);
  });
});

describe('POST /jobs/team/decline', () => {
  it('declines a team member before payments, even from the contract, and refuses after', async () => {
    const rootId = await postJob(api, customer.userId, { title: 'Team project' });
    const childId = await postJob(api, customer.userId, {
      title: 'Team: design',
      rootJobId: rootId,
    });
    const sent = await draftAndSend(api, freelancer.userId, childId);
    const { proposalId } = sent.proposal;
    expectStatus(
      await call(api, {
        method: 'POST',
        url: '/jobs/accept_contract',
        user: customer.userId,
        body: { jobID: childId, freelancerID: freelancer.userId, acceptOffer: true },
      }),
      200,
    );
    const decline = (body: Record<string, unknown>) =>
      call(api, {
        method: 'POST',
        url: '/jobs/team/decline',
        user: customer.userId,
        body: { proposalId, jobId: childId, freelancerId: freelancer.userId, ...body },
      });
    expect(expectStatus(await decline({}), 409).json<{ message: string }>().message).toMatch(
      /fromContract/,
    );
    const wrongParent = await decline({ parentJobId: childId, fromContract: true });
    expect(
      expectStatus(wrongParent, 422).json<{ fields: { path: string }[] }>().fields[0]?.path,
    ).toBe('body.parentJobId');
    expectStatus(await decline({ owner: otherCustomer.userId, fromContract: true }), 403);
    expectStatus(await decline({ freelancerId: agency.userId, fromContract: true }), 422);

    const declined = await decline({
      owner: customer.userId,
      parentJobId: rootId,
      fromContract: true,
    });
    const answer = expectStatus(declined, 200).json<TeamDeclineResponse>();
    expect(answer.proposal).toMatchObject({ status: 5, description: 'Rejected', tasks: [] });
    expect(answer.removedMilestonesIds).toHaveLength(2);
    expect(answer.jobStatus).toBe('IN_DISCUSSION');
    expect(await milestoneCount(proposalId)).toBe(0);

    // Once a milestone is paid, the contract can no longer be declined.
    const paidJob = await postJob(api, customer.userId, {
      title: 'Team: build',
      rootJobId: rootId,
    });
    const paidSent = await draftAndSend(api, agency.userId, paidJob);
    expectStatus(
      await call(api, {
        method: 'POST',
        url: '/jobs/accept_contract',
        user: customer.userId,
        body: { jobID: paidJob, freelancerID: agency.userId, acceptOffer: true },
      }),
      200,
    );
    await api.db.query("UPDATE milestones SET status = 2 WHERE tenant_id = 'demo' AND id = $1", [
      paidSent.milestones[0]!.milestoneId,
    ]);
    const afterPayment = await call(api, {
      method: 'POST',
      url: '/jobs/team/decline',
      user: customer.userId,
      body: {
        proposalId: paidSent.proposal.proposalId,
        jobId: paidJob,
        freelancerId: agency.userId,
        fromContract: true,
      },
    });
    expect(expectStatus(afterPayment, 409).json<{ message: string }>().message).toMatch(
      /Payments have started/,
    );
    expect(await jobStatusOf(api, paidJob)).toBe('CONTRACT');
  });
});

describe('POST /public/jobs/{jobId}/proposals (signed apply)', () => {
  it('applies once with a valid signature; forged, foreign, expired and reused ones write nothing', async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Invited job', budget: 80000 });
    const otherJob = await postJob(api, customer.userId);
    const { signature } = await signLink(api.db, api.config.secrets, 'demo', 'apply', [
      jobId,
      agencyFreelancer.userId,
    ]);
    const apply = (body: { userId: string; signature: string }, id = jobId) =>
      call(api, { method: 'POST', url: `/public/jobs/${id}/proposals`, body });

    const before = await snapshotTenant(api.db, 'demo');
    const forged = forgeSignature(signature);
    expectStatus(await apply({ userId: agencyFreelancer.userId, signature: forged }), 403);
    const respelled = respellSignature(signature);
    expectStatus(await apply({ userId: agencyFreelancer.userId, signature: respelled }), 403);
    expectStatus(await apply({ userId: agency.userId, signature }), 403);
    expectStatus(await apply({ userId: agencyFreelancer.userId, signature }, otherJob), 403);
    const expired = await signLink(
      api.db,
      api.config.secrets,
      'demo',
      'apply',
      [jobId, agencyFreelancer.userId],
      {
        now: Date.now() - 30 * 24 * 60 * 60 * 1000,
      },
    );
    const old = await apply({ userId: agencyFreelancer.userId, signature: expired.signature });
    expect(expectStatus(old, 403).json<{ message: string }>().message).toMatch(/expired/);
    const acme = await call(api, {
      method: 'POST',
      url: `/public/jobs/${jobId}/proposals`,
      tenant: 'acme',
      body: { userId: agencyFreelancer.userId, signature },
    });
    expect(acme.statusCode).toBeGreaterThanOrEqual(403);
    expect(acme.statusCode).toBeLessThan(500);
    expect(await snapshotTenant(api.db, 'demo')).toEqual(before);

    const applied = await apply({ userId: agencyFreelancer.userId, signature });
    const sent = expectStatus(applied, 201).json<SentProposalResponse>();
    expect(sent.proposal).toMatchObject({ freelancerId: agencyFreelancer.userId, status: 4 });
    expect(sent.milestones.map((m) => m.amount)).toEqual([40000, 40000]);
    expect(sent.jobStatus).toBe('IN_DISCUSSION');

    const afterApply = await snapshotTenant(api.db, 'demo');
    const reused = await apply({ userId: agencyFreelancer.userId, signature });
    expect(expectStatus(reused, 409).json<{ message: string }>().message).toMatch(
      /already been used/,
    );
    expect(await snapshotTenant(api.db, 'demo')).toEqual(afterApply);
  });
});

describe('roles and tenants', () => {
  it("another customer's job is not found for reviewing; freelancers cannot review", async () => {
    const jobId = await postJob(api, customer.userId);
    const sent = await draftAndSend(api, freelancer.userId, jobId);
    const bodies = [
      { url: '/jobs/short_list', body: { proposalId: sent.proposal.proposalId, jobID: jobId } },
      { url: '/jobs/accept_meeting', body: { jobID: jobId, freelancerID: freelancer.userId } },
      {
        url: '/jobs/accept_contract',
        body: { jobID: jobId, freelancerID: freelancer.userId, acceptOffer: true },
      },
    ];
    for (const request of bodies) {
      const asOther = await call(api, { method: 'POST', user: otherCustomer.userId, ...request });
      expect({ url: request.url, status: asOther.statusCode }).toEqual({
        url: request.url,
        status: 404,
      });
      const asFreelancer = await call(api, { method: 'POST', user: freelancer.userId, ...request });
      expect({ url: request.url, status: asFreelancer.statusCode }).toEqual({
        url: request.url,
        status: 403,
      });
      const fromAcme = await call(api, {
        method: 'POST',
        tenant: 'acme',
        user: acmeCustomer.userId,
        ...request,
      });
      expect({ url: request.url, status: fromAcme.statusCode }).toEqual({
        url: request.url,
        status: 404,
      });
    }
    expect(await jobStatusOf(api, jobId)).toBe('IN_DISCUSSION');
  });

  it('a meeting before any proposal holds it on a "not created" proposal the customer sees empty', async () => {
    const jobId = await postJob(api, customer.userId);
    expectStatus(await saveDraft(api, agency.userId, jobId, { description: 'secret plan' }), 200);
    const meeting = await call(api, {
      method: 'POST',
      url: '/jobs/accept_meeting',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: agency.userId },
    });
    const met = expectStatus(meeting, 200).json<{ proposal: Proposal; jobStatus: string }>();
    expect(met.jobStatus).toBe('MEETING_JOB');
    expect(met.proposal.description).toBe('');
    const fresh = await call(api, {
      method: 'POST',
      url: '/jobs/accept_meeting',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: freelancer.userId },
    });
    expect(expectStatus(fresh, 200).json<{ proposal: Proposal }>().proposal.status).toBe(1);
    const notFreelancer = await call(api, {
      method: 'POST',
      url: '/jobs/accept_meeting',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: otherCustomer.userId },
    });
    expectStatus(notFreelancer, 404);
  });

  it('notify-admin-from-proposals-page: the freelancer or the job owner, for the admins', async () => {
    const jobId = await postJob(api, customer.userId);
    const sent = await draftAndSend(api, freelancer.userId, jobId);
    const body = { jobId, proposalId: sent.proposal.proposalId };
    const asked = await call(api, {
      method: 'POST',
      url: '/apis/actions/notify-admin-from-proposals-page',
      user: freelancer.userId,
      body,
    });
    const { notificationId } = expectStatus(asked, 201).json<NotifyAdminFromProposalsResponse>();
    const row = await api.db.query<{
      recipient_id: string | null;
      payload: { proposalId: string };
    }>("SELECT recipient_id, payload FROM notifications WHERE tenant_id = 'demo' AND id = $1", [
      notificationId,
    ]);
    expect(row.rows[0]).toEqual({
      recipient_id: null,
      payload: expect.objectContaining({ proposalId: sent.proposal.proposalId, jobId }),
    });
    const byOwner = await call(api, {
      method: 'POST',
      url: '/apis/actions/notify-admin-from-proposals-page',
      user: customer.userId,
      body,
    });
    expectStatus(byOwner, 201);
    for (const stranger of [agency.userId, otherCustomer.userId]) {
      const response = await call(api, {
        method: 'POST',
        url: '/apis/actions/notify-admin-from-proposals-page',
        user: stranger,
        body,
      });
      expect(expectStatus(response, 404).json<{ code: string }>().code).toBe('PROPOSAL_NOT_FOUND');
    }
  });
});

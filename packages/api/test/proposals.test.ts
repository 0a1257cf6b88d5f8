/** Proposals: composing, drafts, sending and the hire loop up to a contract, through the API. */
import {
  MILESTONE_STATUS,
  PROPOSAL_OFFER_STATUS,
  type FreelancerContractsResponse,
  type FreelancerProposalsResponse,
  type IntroductionComposeResponse,
  type JobsWithFreelancersResponse,
  type JobView,
  type Proposal,
  type ProposalComposeResponse,
  type ProposalContractResponse,
  type AcceptMeetingResponse,
  type SentProposalResponse,
} from '@mp/contracts';
import { accounts, call, setUpTestApi } from './harness';
import {
  draftAndSend,
  expectStatus,
  jobStatusOf,
  postJob,
  saveDraft,
  TASKS,
} from './proposals-support';

const { customer, freelancer, agency, acmeFreelancer, admin } = accounts;

const api = setUpTestApi();

describe('GET /jobs/{jobId}/proposal/compose', () => {
  it('gives the job, no proposal yet, tasks from the budget and the data types to consent to', async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Logo', budget: 100000 });
    const response = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/proposal/compose`,
      user: freelancer.userId,
    });
    const compose = expectStatus(response, 200).json<ProposalComposeResponse>();
    expect(compose.job).toMatchObject({ jobID: jobId, jobStatus: 'FRESH_JOB', freelancers: [] });
    expect(compose.proposal).toBeNull();
    expect(compose.canSend).toBe(true);
    expect(compose.suggestedTasks.map((t) => t.amount)).toEqual([50000, 50000]);
    expect(compose.dataTypes.map((d) => d.id)).toEqual(['right-to-work']);

    const ongoing = await postJob(api, customer.userId, {
      title: 'Weekly support',
      budget: 30000,
      contractType: 2,
      cycleDuration: 'week',
    });
    const weekly = await call(api, {
      method: 'GET',
      url: `/jobs/${ongoing}/proposal/compose`,
      user: freelancer.userId,
    });
    expect(weekly.json<ProposalComposeResponse>().suggestedTasks).toEqual([
      expect.objectContaining({ title: 'Week 1: Weekly support', amount: 30000 }),
    ]);
  });

  it("is for freelancers, and never finds another tenant's job", async () => {
    const jobId = await postJob(api, customer.userId);
    const asCustomer = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/proposal/compose`,
      user: customer.userId,
    });
    expect(expectStatus(asCustomer, 403).json<{ code: string }>().code).toBe('FORBIDDEN_ROLE');
    const fromAcme = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/proposal/compose`,
      tenant: 'acme',
      user: acmeFreelancer.userId,
    });
    expect(expectStatus(fromAcme, 404).json<{ code: string }>().code).toBe('JOB_NOT_FOUND');
  });
});

describe('GET /freelancers/introduction/compose', () => {
  it("composes the same text from the caller's profile each time, naming the job when given", async () => {
    const profile = await call(api, {
      method: 'POST',
      url: '/freelancers/update/profile',
      user: agency.userId,
      body: { type: 'basic', data: { name: 'Avery Agency', title: 'Web studio' } },
    });
    expectStatus(profile, 200);
    const first = await call(api, {
      method: 'GET',
      url: '/freelancers/introduction/compose',
      user: agency.userId,
    });
    const intro = expectStatus(first, 200).json<IntroductionComposeResponse>();
    expect(intro.introduction).toMatch(/^Hello, I'm Avery, Web studio\./);
    for (const skill of intro.skills) expect(intro.introduction).toContain(skill);
    const again = await call(api, {
      method: 'GET',
      url: '/freelancers/introduction/compose',
      user: agency.userId,
    });
    expect(again.json()).toEqual(intro);

    const jobId = await postJob(api, customer.userId, { title: 'Shop front' });
    const forJob = await call(api, {
      method: 'GET',
      url: `/freelancers/introduction/compose?jobId=${jobId}`,
      user: agency.userId,
    });
    expect(forJob.json<IntroductionComposeResponse>().introduction).toContain(
      'I would be glad to work on "Shop front".',
    );
  });
});

describe('drafts', () => {
  it('creates, then updates, the caller’s one draft; compose shows it', async () => {
    const jobId = await postJob(api, customer.userId);
    const created = expectStatus(
      await saveDraft(api, freelancer.userId, jobId),
      200,
    ).json<Proposal>();
    expect(created).toMatchObject({
      jobId,
      freelancerId: freelancer.userId,
      status: 0,
      offerStatus: PROPOSAL_OFFER_STATUS.draft,
      offerSentAt: null,
      description: 'I can build it',
    });
    expect(created.tasks).toHaveLength(2);
    expect(created.tasks[1]).toMatchObject({ title: 'Build', description: '', dueDate: null });

    const updated = await saveDraft(api, freelancer.userId, jobId, {
      description: 'Better offer',
      status: 3,
      offerSentAt: '2020-01-01T00:00:00Z',
    });
    expect(expectStatus(updated, 200).json<Proposal>()).toMatchObject({
      proposalId: created.proposalId,
      description: 'Better offer',
      status: 3,
      offerSentAt: null,
      tasks: created.tasks,
    });

    const put = await call(api, {
      method: 'PUT',
      url: `/jobs/${jobId}/proposals/${created.proposalId}`,
      user: freelancer.userId,
      body: { tasks: [TASKS[0]] },
    });
    expect(expectStatus(put, 200).json<Proposal>().tasks).toHaveLength(1);

    const compose = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}/proposal/compose`,
      user: freelancer.userId,
    });
    expect(compose.json<ProposalComposeResponse>().proposal).toMatchObject({
      proposalId: created.proposalId,
      description: 'Better offer',
    });

    // The job's customer sees that a draft exists, never its unsent content.
    const asCustomer = await call(api, {
      method: 'GET',
      url: `/jobs/${jobId}`,
      user: customer.userId,
    });
    const entry = expectStatus(asCustomer, 200)
      .json<{ freelancers: { proposal: Proposal | null }[] }>()
      .freelancers.find((f) => f.proposal?.proposalId === created.proposalId);
    expect(entry?.proposal).toMatchObject({ description: '', tasks: [], status: 3 });
  });

  it("refuses drafting for someone else, unknown data types and another's draft", async () => {
    const jobId = await postJob(api, customer.userId);
    const forOther = await call(api, {
      method: 'POST',
      url: '/jobs/update_proposal',
      user: freelancer.userId,
      body: { freelancerId: agency.userId, jobID: jobId, proposal: {} },
    });
    expectStatus(forOther, 403);
    const unknownType = await saveDraft(api, freelancer.userId, jobId, {
      consentedDataTypeIds: ['dbs-check'],
    });
    expect(expectStatus(unknownType, 422).json<{ fields: { path: string }[] }>().fields).toEqual([
      expect.objectContaining({ path: 'body.proposal.consentedDataTypeIds' }),
    ]);
    const mine = expectStatus(await saveDraft(api, freelancer.userId, jobId), 200).json<Proposal>();
    const byOther = await call(api, {
      method: 'PUT',
      url: `/jobs/${jobId}/proposals/${mine.proposalId}`,
      user: agency.userId,
      body: { description: 'mine now' },
    });
    expect(expectStatus(byOther, 404).json<{ code: string }>().code).toBe('PROPOSAL_NOT_FOUND');
    const missingJob = await saveDraft(api, freelancer.userId, 'no-such-job');
    expect(expectStatus(missingJob, 404).json<{ code: string }>().code).toBe('JOB_NOT_FOUND');
  });
});

describe('sending', () => {
  it('sends once: status 4, offerSentAt, proposed milestones, the fresh job in discussion', async () => {
    const jobId = await postJob(api, customer.userId);
    const noDraft = await call(api, {
      method: 'POST',
      url: '/jobs/send_proposal',
      user: freelancer.userId,
      body: { freelancerId: freelancer.userId, jobID: jobId },
    });
    expect(expectStatus(noDraft, 409).json<{ message: string }>().message).toMatch(/no draft/);

    const sent = await draftAndSend(api, freelancer.userId, jobId);
    expect(sent.jobStatus).toBe('IN_DISCUSSION');
    expect(sent.proposal).toMatchObject({ status: 4, offerStatus: PROPOSAL_OFFER_STATUS.sent });
    expect(Date.parse(sent.proposal.offerSentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(sent.milestones.map((m) => [m.title, m.amount, m.status])).toEqual([
      ['Design', 40000, MILESTONE_STATUS.proposed],
      ['Build', 60000, MILESTONE_STATUS.proposed],
    ]);
    expect(sent.milestones.every((m) => m.proposalId === sent.proposal.proposalId)).toBe(true);
    expect(await jobStatusOf(api, jobId)).toBe('IN_DISCUSSION');

    const twice = await call(api, {
      method: 'POST',
      url: '/jobs/send_proposal',
      user: freelancer.userId,
      body: { freelancerId: freelancer.userId, jobID: jobId },
    });
    expect(expectStatus(twice, 409).json<{ message: string }>().message).toMatch(/already sent/);
    const edit = await saveDraft(api, freelancer.userId, jobId, { description: 'changed' });
    expect(expectStatus(edit, 409).json<{ message: string }>().message).toMatch(/already sent/);
    const put = await call(api, {
      method: 'PUT',
      url: `/jobs/${jobId}/proposals/${sent.proposal.proposalId}`,
      user: freelancer.userId,
      body: { description: 'changed' },
    });
    expectStatus(put, 409);
  });

  it('POST /jobs/{jobId}/proposals sends with consented data types of the tenant only', async () => {
    const jobId = await postJob(api, customer.userId);
    expectStatus(await saveDraft(api, agency.userId, jobId), 200);
    const foreign = await call(api, {
      method: 'POST',
      url: `/jobs/${jobId}/proposals`,
      user: agency.userId,
      body: { consentedDataTypeIds: ['dbs-check'] },
    });
    expect(expectStatus(foreign, 422).json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'body.consentedDataTypeIds',
    );
    expect(await jobStatusOf(api, jobId)).toBe('FRESH_JOB');
    const response = await call(api, {
      method: 'POST',
      url: `/jobs/${jobId}/proposals`,
      user: agency.userId,
      body: { consentedDataTypeIds: ['right-to-work'] },
    });
    const sent = expectStatus(response, 201).json<SentProposalResponse>();
    expect(sent.proposal.consentedDataTypeIds).toEqual(['right-to-work']);
    expect(sent.jobStatus).toBe('IN_DISCUSSION');
  });

  it('refuses a draft without tasks (422) and proposals on closed jobs (409)', async () => {
    const jobId = await postJob(api, customer.userId);
    expectStatus(
      await saveDraft(api, freelancer.userId, jobId, { description: 'only words' }),
      200,
    );
    const empty = await call(api, {
      method: 'POST',
      url: '/jobs/send_proposal',
      user: freelancer.userId,
      body: { freelancerId: freelancer.userId, jobID: jobId },
    });
    expectStatus(empty, 422);
    const close = await call(api, {
      method: 'POST',
      url: `/jobs/${jobId}/close`,
      user: customer.userId,
      body: { deleted: true },
    });
    expectStatus(close, 200);
    const onClosed = await saveDraft(api, freelancer.userId, jobId, { tasks: TASKS });
    expect(expectStatus(onClosed, 409).json<{ message: string }>().message).toMatch(/closed/);
  });
});

describe('the hire loop', () => {
  it('draft, send, shortlist, meeting, contract: job in contract on both sides, milestones pending', async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Hire loop job' });
    const sent = await draftAndSend(api, freelancer.userId, jobId);
    const other = await draftAndSend(api, agency.userId, jobId);
    const proposalId = sent.proposal.proposalId;

    const toggle = async (value?: boolean) =>
      call(api, {
        method: 'POST',
        url: '/jobs/short_list',
        user: customer.userId,
        body: { proposalId, jobID: jobId, ...(value === undefined ? {} : { value }) },
      });
    expect(expectStatus(await toggle(), 200).json<Proposal>().isShortListed).toBe(true);
    expect(expectStatus(await toggle(), 200).json<Proposal>().isShortListed).toBe(false);
    expect(expectStatus(await toggle(true), 200).json<Proposal>().isShortListed).toBe(true);
    expect(expectStatus(await toggle(true), 200).json<Proposal>().isShortListed).toBe(true);

    const meeting = await call(api, {
      method: 'POST',
      url: '/jobs/accept_meeting',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: freelancer.userId },
    });
    const met = expectStatus(meeting, 200).json<AcceptMeetingResponse>();
    expect(met.jobStatus).toBe('MEETING_JOB');
    expect(met.proposal.meetingAcceptedAt).not.toBeNull();

    const [first] = sent.milestones;
    const accept = await call(api, {
      method: 'POST',
      url: '/jobs/accept_contract',
      user: customer.userId,
      body: {
        jobID: jobId,
        freelancerID: freelancer.userId,
        acceptOffer: true,
        milestonesIds: [first!.milestoneId],
      },
    });
    const contract = expectStatus(accept, 200).json<ProposalContractResponse>();
    expect(contract.jobStatus).toBe('CONTRACT');
    expect(contract.proposal).toMatchObject({
      status: 4,
      offerStatus: PROPOSAL_OFFER_STATUS.accepted,
    });
    expect(contract.proposal.acceptedAt).not.toBeNull();
    expect(contract.milestones.map((m) => m.status)).toEqual([
      MILESTONE_STATUS.pending,
      MILESTONE_STATUS.proposed,
    ]);

    // The customer's side (jobs API) and the freelancer's side both see the contract.
    const job = await call(api, { method: 'GET', url: `/jobs/${jobId}`, user: customer.userId });
    expect(expectStatus(job, 200).json<{ jobStatus: string }>().jobStatus).toBe('CONTRACT');
    const contracts = await call(api, {
      method: 'POST',
      url: '/jobs/get-contract-for-freelancers',
      user: freelancer.userId,
      body: {},
    });
    const mine = expectStatus(contracts, 200).json<FreelancerContractsResponse>().contracts;
    const entry = mine.find((c) => c.job.jobID === jobId);
    expect(entry?.job.jobStatus).toBe('CONTRACT');
    expect(entry?.proposal.proposalId).toBe(proposalId);
    expect(entry?.milestones.map((m) => m.status)).toEqual([1, 0]);
    const agencyContracts = await call(api, {
      method: 'POST',
      url: '/jobs/get-contract-for-freelancers',
      user: agency.userId,
      body: {},
    });
    expect(
      agencyContracts.json<FreelancerContractsResponse>().contracts.map((c) => c.job.jobID),
    ).not.toContain(jobId);

    const accepted = await call(api, {
      method: 'POST',
      url: '/jobs/get-proposal-for-freelancers',
      user: freelancer.userId,
      body: { offerStatus: PROPOSAL_OFFER_STATUS.accepted },
    });
    expect(
      expectStatus(accepted, 200)
        .json<FreelancerProposalsResponse>()
        .proposals.map((p) => p.proposal.proposalId),
    ).toContain(proposalId);

    const notified = await api.db.query<{ kind: string }>(
      `SELECT kind FROM notifications WHERE tenant_id = 'demo' AND recipient_id = $1
          AND payload->>'jobId' = $2`,
      [freelancer.userId, jobId],
    );
    expect(notified.rows.map((r) => r.kind)).toEqual(['CONTRACT_ACCEPTED']);

    // The job is in contract: the other offer stays, but cannot be accepted or met.
    const second = await call(api, {
      method: 'POST',
      url: '/jobs/accept_contract',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: agency.userId, acceptOffer: true },
    });
    expect(expectStatus(second, 409).json<{ message: string }>().message).toMatch(/contract/);
    const otherMeeting = await call(api, {
      method: 'POST',
      url: '/jobs/accept_meeting',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: agency.userId },
    });
    expectStatus(otherMeeting, 409);
    const again = await call(api, {
      method: 'POST',
      url: '/jobs/accept_contract',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: freelancer.userId, acceptOffer: true },
    });
    expect(expectStatus(again, 409).json<{ message: string }>().message).toMatch(
      /already accepted/,
    );
    expect(other.proposal.status).toBe(4);
  });

  it("job views carry a sent proposal's milestones, and accepting a subset starts only those", async () => {
    const jobId = await postJob(api, customer.userId, { title: 'Choose milestones job' });
    const sent = await draftAndSend(api, freelancer.userId, jobId);
    expectStatus(await saveDraft(api, agency.userId, jobId), 200);
    const entriesFor = async (user: string) => {
      const view = await call(api, { method: 'GET', url: `/jobs/${jobId}`, user });
      return expectStatus(view, 200).json<JobView>().freelancers;
    };

    const review = await call(api, {
      method: 'POST',
      url: '/jobs/get_jobs_with_freelancer_details',
      user: customer.userId,
      body: { jobId },
    });
    const [reviewed] = expectStatus(review, 200).json<JobsWithFreelancersResponse>().jobs;
    const entryOf = (list: JobView['freelancers'], userId: string) =>
      list.find((entry) => entry.freelancerDetails.userId === userId);
    const offered = entryOf(reviewed!.freelancers, freelancer.userId)?.milestones;
    expect(offered).toEqual(
      sent.milestones.map((m) => ({
        milestoneId: m.milestoneId,
        title: m.title,
        amount: m.amount,
        dueDate: m.dueDate,
        status: MILESTONE_STATUS.proposed,
      })),
    );
    expect(offered?.map((m) => m.title)).toEqual(['Design', 'Build']);
    // A draft has nothing to choose from, and shows none of its tasks.
    expect(entryOf(reviewed!.freelancers, agency.userId)).not.toHaveProperty('milestones');
    // The proposal's freelancer and administrators see them too; another freelancer does not.
    expect(entryOf(await entriesFor(freelancer.userId), freelancer.userId)?.milestones).toEqual(
      offered,
    );
    expect(entryOf(await entriesFor(admin.userId), freelancer.userId)?.milestones).toEqual(offered);
    const agencyView = await entriesFor(agency.userId);
    expect(agencyView.map((entry) => entry.freelancerDetails.userId)).toEqual([agency.userId]);

    const [, build] = offered!;
    const accept = await call(api, {
      method: 'POST',
      url: '/jobs/accept_contract',
      user: customer.userId,
      body: {
        jobID: jobId,
        freelancerID: freelancer.userId,
        acceptOffer: true,
        milestonesIds: [build!.milestoneId],
      },
    });
    expect(expectStatus(accept, 200).json<ProposalContractResponse>().jobStatus).toBe('CONTRACT');
    const after = entryOf(await entriesFor(customer.userId), freelancer.userId)?.milestones;
    expect(after?.map((m) => [m.title, m.status])).toEqual([
      ['Design', MILESTONE_STATUS.proposed],
      ['Build', MILESTONE_STATUS.pending],
    ]);
  });

  it('update_contract: the freelancer adds tasks, the customer starts them, started ones stay', async () => {
    const jobId = await postJob(api, customer.userId);
    const sent = await draftAndSend(api, freelancer.userId, jobId);
    const before = await call(api, {
      method: 'POST',
      url: '/jobs/update_contract',
      user: freelancer.userId,
      body: { jobID: jobId, freelancerID: freelancer.userId, tasks: [TASKS[0]] },
    });
    expect(expectStatus(before, 409).json<{ message: string }>().message).toMatch(/in contract/);
    expectStatus(
      await call(api, {
        method: 'POST',
        url: '/jobs/accept_contract',
        user: customer.userId,
        body: { jobID: jobId, freelancerID: freelancer.userId, acceptContractCustomDataTypes: [] },
      }),
      200,
    );
    const added = await call(api, {
      method: 'POST',
      url: '/jobs/update_contract',
      user: freelancer.userId,
      body: {
        jobID: jobId,
        freelancerID: freelancer.userId,
        tasks: [{ title: 'Extra page', amount: 15000 }],
      },
    });
    const withExtra = expectStatus(added, 200).json<ProposalContractResponse>().milestones;
    expect(withExtra.map((m) => [m.title, m.status])).toEqual([
      ['Design', 1],
      ['Build', 1],
      ['Extra page', 0],
    ]);
    const extra = withExtra[2]!;
    const freelancerAccepts = await call(api, {
      method: 'POST',
      url: '/jobs/update_contract',
      user: freelancer.userId,
      body: { jobID: jobId, freelancerID: freelancer.userId, milestonesIds: [extra.milestoneId] },
    });
    expectStatus(freelancerAccepts, 403);
    const removeStarted = await call(api, {
      method: 'POST',
      url: '/jobs/update_contract',
      user: customer.userId,
      body: {
        jobID: jobId,
        freelancerID: freelancer.userId,
        removeMilestonesIds: [sent.milestones[0]!.milestoneId],
      },
    });
    expectStatus(removeStarted, 409);
    const started = await call(api, {
      method: 'POST',
      url: '/jobs/update_contract',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: freelancer.userId, milestonesIds: [extra.milestoneId] },
    });
    expect(
      expectStatus(started, 200)
        .json<ProposalContractResponse>()
        .milestones.map((m) => m.status),
    ).toEqual([1, 1, 1]);
    const unknown = await call(api, {
      method: 'POST',
      url: '/jobs/update_contract',
      user: customer.userId,
      body: { jobID: jobId, freelancerID: freelancer.userId, milestonesIds: ['nope'] },
    });
    expect(expectStatus(unknown, 422).json<{ fields: { path: string }[] }>().fields[0]?.path).toBe(
      'body.milestonesIds',
    );
  });
});

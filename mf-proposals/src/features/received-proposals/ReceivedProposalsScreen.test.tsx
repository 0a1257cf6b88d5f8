import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatTimeOfDay,
  type JobView,
  type Proposal,
  type ProposalMilestoneSummary,
} from '@mp/contracts';
import {
  aCustomerUser,
  aJob,
  aProposal,
  aPublicProfile,
  apiError,
  apiStub,
  ok,
  type StubHandler,
} from '@mp/test-kit';
import { TASKS } from '../../testing/fixtures';
import { renderArea } from '../../testing/render-area';

/** A customer's job with two sent proposals, changed by the review calls as the API does. */
function reviewApi(
  initialStatus: JobView['jobStatus'] = 'IN_DISCUSSION',
  finnMilestones?: ProposalMilestoneSummary[],
  overrides: Record<string, StubHandler> = {},
) {
  const finn = aPublicProfile({ verified: true });
  const taras = aPublicProfile({
    userId: 'fl-2',
    name: 'Taras Bondar',
    username: 'taras',
    hourlyRate: 6000,
  });
  let jobStatus = initialStatus;
  const proposals: Record<string, Proposal> = {
    'pr-1': aProposal({ tasks: TASKS }),
    'pr-2': aProposal({
      proposalId: 'pr-2',
      freelancerId: 'fl-2',
      description: 'Fast work.',
      tasks: TASKS,
    }),
  };
  let favourites: string[] = [];
  const view = () =>
    aJob({
      jobStatus,
      freelancers: [
        {
          freelancerDetails: finn,
          proposal: proposals['pr-1']!,
          ...(finnMilestones ? { milestones: finnMilestones } : {}),
        },
        { freelancerDetails: taras, proposal: proposals['pr-2']! },
      ],
    });
  const api = apiStub({
    'POST /jobs/get_jobs_with_freelancer_details': () =>
      ok({ jobs: [view()], freelancers: { 'fl-1': finn, 'fl-2': taras } }),
    'GET /customers/get-favorite-freelancers': () =>
      ok([finn, taras].filter((f) => favourites.includes(f.userId))),
    'POST /customers/update-favorite-freelancers': (request) => {
      const { freelancerId, value } = request.body as { freelancerId: string; value: boolean };
      favourites = value
        ? [...favourites, freelancerId]
        : favourites.filter((id) => id !== freelancerId);
      return ok({ freelancerIds: favourites });
    },
    'POST /jobs/short_list': (request) => {
      const { proposalId, value } = request.body as { proposalId: string; value: boolean };
      proposals[proposalId] = { ...proposals[proposalId]!, isShortListed: value };
      return ok(proposals[proposalId]);
    },
    'PUT /jobs/{jobId}/proposals/{proposalId}': (request) => {
      const { proposalId } = request.params;
      proposals[proposalId!] = {
        ...proposals[proposalId!]!,
        ...(request.body as Partial<Proposal>),
        offerStatus: 5,
      };
      return ok(proposals[proposalId!]);
    },
    'POST /jobs/accept_contract': (request) => {
      const { freelancerID } = request.body as { freelancerID: string };
      if (jobStatus !== 'IN_DISCUSSION' && jobStatus !== 'MEETING_JOB') {
        return apiError(409, `A job in ${jobStatus} cannot move to CONTRACT`);
      }
      const id = freelancerID === 'fl-1' ? 'pr-1' : 'pr-2';
      proposals[id] = { ...proposals[id]!, offerStatus: 2, acceptedAt: '2026-11-22T10:00:00.000Z' };
      jobStatus = 'CONTRACT';
      return ok({ proposal: proposals[id], milestones: [], jobStatus });
    },
    'POST /apis/actions/send-contract-accepted-event': () =>
      jobStatus === 'CONTRACT'
        ? ok({ notificationIds: ['n-1', 'n-2'] })
        : apiError(409, 'No contract to announce'),
    ...overrides,
  });
  return { api, proposals };
}

const PATH = '/customer/list-all-proposals?jobId=job-1';

async function card(name: string) {
  return screen.findByRole('article', { name });
}

describe('/customer/list-all-proposals', () => {
  it('rejects a proposal with the rejection fields after confirming', async () => {
    const user = userEvent.setup();
    const { api } = reviewApi();
    await renderArea(PATH, api.http, aCustomerUser());
    const finn = await card('Finn Freelancer');
    expect(within(finn).getByText('Sent')).toBeInTheDocument();
    // The payment provider verified Finn's identity, not Taras's.
    expect(within(finn).getByText('Verified')).toBeInTheDocument();
    expect(within(await card('Taras Bondar')).queryByText('Verified')).toBeNull();

    await user.click(within(finn).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this proposal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /jobs/{jobId}/proposals/{proposalId}')[0]!.body).toEqual({
      description: 'Rejected',
      status: 5,
      tasks: [],
    });
    expect(within(finn).getByText('Rejected')).toBeInTheDocument();
    expect(within(finn).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByText('The proposal of Finn Freelancer was rejected.')).toBeInTheDocument();
    // The other freelancer's proposal is untouched.
    expect(
      within(await card('Taras Bondar')).getByRole('button', { name: 'Reject' }),
    ).toBeVisible();
  });

  it('accepts a meeting booked in one of the freelancer’s free slots, shown in local time', async () => {
    const user = userEvent.setup();
    const slots = [
      { startsAt: '2031-03-04T09:00:00.000Z', endsAt: '2031-03-04T09:30:00.000Z' },
      { startsAt: '2031-03-04T10:00:00.000Z', endsAt: '2031-03-04T10:30:00.000Z' },
    ];
    const { api, proposals } = reviewApi('IN_DISCUSSION', undefined, {
      'GET /apis/actions/scheduling/slots': () =>
        ok({ freelancerTimezone: 'Asia/Tokyo', meetingMinutes: 30, slots }),
      'POST /jobs/accept_meeting': () =>
        ok({
          proposal: { ...proposals['pr-1']!, meetingAcceptedAt: '2026-11-22T10:00:00.000Z' },
          jobStatus: 'MEETING_JOB',
        }),
    });
    await renderArea(PATH, api.http, aCustomerUser());
    const finn = await card('Finn Freelancer');
    await user.click(within(finn).getByRole('button', { name: 'Accept meeting' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept a meeting?' });
    const local = (iso: string) => formatTimeOfDay(iso, 'en');
    const second = await within(dialog).findByRole('radio', {
      name: `${local(slots[1]!.startsAt)}–${local(slots[1]!.endsAt)}`,
    });
    expect(within(dialog).getByRole('radio', { name: /No time yet/ })).toBeChecked();
    expect(api.callsTo('GET /apis/actions/scheduling/slots')[0]!.query.get('freelancerId')).toBe(
      'fl-1',
    );
    await user.click(second);
    await user.click(within(dialog).getByRole('button', { name: 'Accept meeting' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /jobs/accept_meeting')[0]!.body).toEqual({
      jobID: 'job-1',
      freelancerID: 'fl-1',
      startsAt: slots[1]!.startsAt,
    });
  });

  it('links each freelancer to a conversation about the job, while messaging is on', async () => {
    const { api } = reviewApi();
    const view = await renderArea(PATH, api.http, aCustomerUser());
    const message = within(await card('Taras Bondar')).getByRole('link', {
      name: 'Message Taras Bondar',
    });
    expect(message).toHaveAttribute('href', '/customer/inbox?freelancerId=fl-2&jobId=job-1');
    expect(await card('Taras Bondar')).toHaveTextContent('£60.00 per hour');
    expect(await card('Taras Bondar')).toHaveTextContent('£350.50');
    view.unmount();
    await renderArea(PATH, api.http, aCustomerUser(), 'en', ['mf_proposals', 'mf_jobs']);
    expect(within(await card('Taras Bondar')).queryByRole('link', { name: /Message/ })).toBeNull();
  });

  it('toggles the shortlist and the favourite mark, pressed state following the API', async () => {
    const user = userEvent.setup();
    const { api } = reviewApi();
    await renderArea(PATH, api.http, aCustomerUser());
    const taras = await card('Taras Bondar');
    const shortList = within(taras).getByRole('button', { name: 'Shortlist' });
    expect(shortList).toHaveAttribute('aria-pressed', 'false');

    await user.click(shortList);
    await waitFor(() => expect(shortList).toHaveAttribute('aria-pressed', 'true'));
    expect(within(taras).getByText('Shortlisted')).toBeInTheDocument();
    await user.click(shortList);
    await waitFor(() => expect(shortList).toHaveAttribute('aria-pressed', 'false'));
    expect(api.callsTo('POST /jobs/short_list').map((call) => call.body)).toEqual([
      { proposalId: 'pr-2', jobID: 'job-1', value: true },
      { proposalId: 'pr-2', jobID: 'job-1', value: false },
    ]);

    const favourite = within(taras).getByRole('button', { name: 'Favorite' });
    await user.click(favourite);
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('POST /customers/update-favorite-freelancers')[0]!.body).toEqual({
      freelancerId: 'fl-2',
      value: true,
    });
  });

  it('accepts an offer: the job is in contract and links to the contract overview', async () => {
    const user = userEvent.setup();
    const { api } = reviewApi();
    await renderArea(`${PATH}&uid=fl-2`, api.http, aCustomerUser());
    // uid preselects Taras: first in the list and focused.
    const taras = await card('Taras Bondar');
    expect(screen.getAllByRole('article')[0]).toBe(taras);
    expect(within(taras).getByRole('heading', { name: 'Taras Bondar' })).toHaveFocus();
    expect(screen.getByText('In discussion')).toBeInTheDocument();

    await user.click(within(taras).getByRole('button', { name: 'Accept offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' });
    expect(within(dialog).getByText('Build')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /jobs/accept_contract')[0]!.body).toEqual({
      jobID: 'job-1',
      freelancerID: 'fl-2',
      acceptOffer: true,
    });
    // Then the hired freelancer and the administrators are told, once, about this job.
    await waitFor(() =>
      expect(
        api.callsTo('POST /apis/actions/send-contract-accepted-event').map((call) => call.body),
      ).toEqual([{ job: { jobID: 'job-1' } }]),
    );
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(within(taras).getByText('Accepted')).toBeInTheDocument();
    expect(within(taras).getByRole('link', { name: 'Open the contract' })).toHaveAttribute(
      'href',
      '/customer/contract/job-1?mode=overview',
    );
    // In contract, nobody else's offer can be accepted or rejected any more.
    const finn = await card('Finn Freelancer');
    expect(within(finn).queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
    expect(within(finn).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('accepts the offer with the milestones the customer ticks, at least one', async () => {
    const user = userEvent.setup();
    const { api } = reviewApi('IN_DISCUSSION', [
      { milestoneId: 'm-1', title: 'Design', amount: 10000, dueDate: null, status: 0 },
      { milestoneId: 'm-2', title: 'Build', amount: 25050, dueDate: null, status: 0 },
    ]);
    await renderArea(PATH, api.http, aCustomerUser());
    await user.click(
      within(await card('Finn Freelancer')).getByRole('button', { name: 'Accept offer' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' });
    const group = within(dialog).getByRole('group', {
      name: 'Milestones to start with the contract',
    });
    const design = within(group).getByRole('checkbox', { name: 'Design: £100.00' });
    const build = within(group).getByRole('checkbox', { name: 'Build: £250.50' });
    expect(design).toBeChecked();
    expect(build).toBeChecked();
    const acceptButton = within(dialog).getByRole('button', { name: 'Accept offer' });

    await user.click(design);
    await user.click(build);
    expect(within(group).getByRole('alert')).toHaveTextContent(
      'Choose at least one milestone to accept.',
    );
    expect(acceptButton).toBeDisabled();

    await user.click(build);
    expect(acceptButton).toBeEnabled();
    await user.click(acceptButton);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /jobs/accept_contract')[0]!.body).toEqual({
      jobID: 'job-1',
      freelancerID: 'fl-1',
      acceptOffer: true,
      milestonesIds: ['m-2'],
    });
  });

  it('accepts the contract with the custom data types the freelancer shared', async () => {
    const user = userEvent.setup();
    const shared = aProposal({ consentedDataTypeIds: ['dt-cv'], tasks: TASKS });
    const api = apiStub({
      'POST /jobs/get_jobs_with_freelancer_details': () =>
        ok({
          jobs: [
            aJob({
              jobStatus: 'IN_DISCUSSION',
              freelancers: [{ freelancerDetails: aPublicProfile(), proposal: shared }],
            }),
          ],
          freelancers: {},
        }),
      'GET /customers/get-favorite-freelancers': () => ok([]),
      'GET /settings/datatypes': () =>
        ok([
          {
            id: 'dt-cv',
            name: 'CV',
            type: 'freelancer',
            fields: [{ key: 'cv', label: 'CV', type: 'text' }],
          },
          {
            id: 'dt-other',
            name: 'Other',
            type: 'job',
            fields: [{ key: 'x', label: 'X', type: 'text' }],
          },
        ]),
      'POST /jobs/accept_contract': () =>
        ok({
          proposal: { ...shared, offerStatus: 2, acceptedAt: '2026-11-22T10:00:00.000Z' },
          milestones: [],
          jobStatus: 'CONTRACT',
        }),
      'POST /apis/actions/send-contract-accepted-event': () => ok({ notificationIds: ['n-1'] }),
    });
    await renderArea(PATH, api.http, aCustomerUser());
    await user.click(
      within(await card('Finn Freelancer')).getByRole('button', { name: 'Accept offer' }),
    );
    const dialog = screen.getByRole('dialog');
    // Only the data types this freelancer consented to are offered.
    await user.click(await within(dialog).findByRole('checkbox', { name: 'CV' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Other' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /jobs/accept_contract')[0]!.body).toEqual({
      jobID: 'job-1',
      freelancerID: 'fl-1',
      acceptContractCustomDataTypes: ['dt-cv'],
    });
  });

  it('keeps the accepted contract on screen when telling the others fails', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api: failing } = reviewApi('IN_DISCUSSION', undefined, {
      'POST /apis/actions/send-contract-accepted-event': () => apiError(500, 'down'),
    });
    await renderArea(PATH, failing.http, aCustomerUser());
    const finn = await card('Finn Freelancer');
    await user.click(within(finn).getByRole('button', { name: 'Accept offer' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept offer' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(failing.callsTo('POST /apis/actions/send-contract-accepted-event')).toHaveLength(1);
    expect(within(finn).getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('send-contract-accepted-event failed', expect.anything());
    warn.mockRestore();
  });

  it('keeps the dialog open with the readable reason when the API refuses', async () => {
    const user = userEvent.setup();
    const refusing = apiStub({
      'POST /jobs/get_jobs_with_freelancer_details': () =>
        ok({
          jobs: [
            aJob({
              jobStatus: 'MEETING_JOB',
              freelancers: [{ freelancerDetails: aPublicProfile(), proposal: aProposal() }],
            }),
          ],
          freelancers: {},
        }),
      'GET /customers/get-favorite-freelancers': () => ok([]),
      'POST /jobs/accept_contract': () =>
        apiError(409, 'A job in USER_CLOSED cannot move to CONTRACT'),
    });
    await renderArea(PATH, refusing.http, aCustomerUser());
    await user.click(
      within(await card('Finn Freelancer')).getByRole('button', { name: 'Accept offer' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept offer' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A job in USER_CLOSED cannot move to CONTRACT',
    );
  });

  it('without a jobId, picks among the open jobs page by page', async () => {
    const user = userEvent.setup();
    const api = apiStub({
      'GET /jobs': (request) =>
        ok(
          request.query.get('from') === 'k1'
            ? { jobs: [aJob({ jobID: 'job-2', title: 'Logo' })] }
            : {
                jobs: [
                  aJob({
                    freelancers: [{ freelancerDetails: aPublicProfile(), proposal: aProposal() }],
                  }),
                ],
                lastEvaluatedKey: 'k1',
              },
        ),
    });
    await renderArea('/customer/list-all-proposals', api.http, aCustomerUser());
    expect(await screen.findByRole('link', { name: 'Landing page' })).toHaveAttribute(
      'href',
      '/customer/list-all-proposals?jobId=job-1',
    );
    expect(screen.getByText(/1 proposal/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more jobs' }));
    expect(await screen.findByRole('link', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /jobs').map((call) => call.query.get('mode'))).toEqual([
      'active',
      'active',
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proposal } from '@mp/contracts';
import { aFreelancerUser, aJob, aProposal, apiError, apiStub, ok } from '@mp/test-kit';
import { TASKS } from '../../testing/fixtures';
import { renderArea } from '../../testing/render-area';

const DATA_TYPE = {
  id: 'dt-cv',
  name: 'CV',
  description: 'Your parsed CV',
  type: 'freelancer',
  fields: [{ key: 'cv', label: 'CV', type: 'text' }],
  requiresConsent: true,
};

/** An API holding one freelancer's proposal on one job, with the compose and send rules. */
function composeApi(initial: Proposal | null = null) {
  let stored = initial;
  const save = (fields: { description?: string; tasks?: unknown[] }) => {
    stored = aProposal({
      proposalId: stored?.proposalId ?? 'prop-new',
      status: 0,
      offerStatus: 0,
      offerSentAt: null,
      description: fields.description ?? '',
      tasks: (fields.tasks ?? []) as Proposal['tasks'],
    });
    return ok(stored);
  };
  return apiStub({
    'GET /jobs/{jobId}/proposal/compose': () =>
      ok({
        job: aJob({ jobStatus: 'FRESH_JOB' }),
        proposal: stored,
        suggestedTasks: [{ title: 'Whole job', amount: 50000 }],
        dataTypes: [DATA_TYPE],
        canSend: stored === null || stored.status < 4,
      }),
    'GET /freelancers/introduction/compose': () =>
      ok({
        introduction: 'Hello, I am Olena, a web developer.',
        title: 'Web developer',
        skills: [],
        services: [],
        referencesCount: 0,
      }),
    'POST /jobs/update_proposal': (request) => {
      const { proposal: fields } = request.body as {
        proposal: { description?: string; tasks?: unknown[] };
      };
      return save(fields);
    },
    'PUT /jobs/{jobId}/proposals/{proposalId}': (request) =>
      save(request.body as { description?: string; tasks?: unknown[] }),
    'POST /jobs/{jobId}/proposals': (request) => {
      if (!stored) return apiError(409, 'There is no draft to send');
      const acknowledged = (request.body as { contactWarningAcknowledged?: boolean })
        .contactWarningAcknowledged;
      if (/\d{3} \d{4} \d{4}/.test(stored.description) && acknowledged !== true)
        return apiError(
          422,
          'Please do not include contact info.',
          [{ path: 'proposal.description', message: 'Contains a phone number' }],
          'CONTACT_INFO_DETECTED',
        );
      stored = { ...stored, status: 4, offerStatus: 1, offerSentAt: '2026-11-22T09:00:00.000Z' };
      return ok({ proposal: stored, milestones: [], jobStatus: 'IN_DISCUSSION' });
    },
    'POST /jobs/get-proposal-for-freelancers': () =>
      ok({
        proposals: stored ? [{ job: aJob({ jobStatus: 'IN_DISCUSSION' }), proposal: stored }] : [],
      }),
  });
}

describe('/freelancer/proposal compose and send', () => {
  it('prefills, edits tasks by keyboard, saves a draft, then sends with consent and lands on the list', async () => {
    const user = userEvent.setup();
    const api = composeApi();
    await renderArea('/freelancer/proposal?jobId=job-1', api.http, aFreelancerUser());

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Cover letter/)).toHaveValue(
      'Hello, I am Olena, a web developer.',
    );
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Whole job');
    expect(screen.getByText('£500.00', { selector: 'output' })).toBeInTheDocument();

    // Add a second task from the keyboard: focus lands in its title.
    screen.getByRole('button', { name: 'Add a task' }).focus();
    await user.keyboard('{Enter}');
    const titles = () => screen.getAllByLabelText(/^Title/);
    expect(titles()[1]).toHaveFocus();
    await user.keyboard('Launch');
    await user.type(screen.getAllByLabelText(/^Amount/)[1]!, '120.5');
    expect(screen.getByText('£620.50', { selector: 'output' })).toBeInTheDocument();

    // Move it up with the keyboard; focus stays on the moved task's control.
    screen.getByRole('button', { name: 'Move task 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(titles().map((input) => (input as HTMLInputElement).value)).toEqual([
      'Launch',
      'Whole job',
    ]);
    expect(screen.getByRole('button', { name: 'Move task 1 down' })).toHaveFocus();
    expect(screen.getByText('Task Launch moved to position 1.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('POST /jobs/update_proposal')).toHaveLength(1));
    const [saved] = api.callsTo('POST /jobs/update_proposal');
    expect(saved!.body).toMatchObject({
      freelancerId: 'fl-1',
      jobID: 'job-1',
      proposal: {
        description: 'Hello, I am Olena, a web developer.',
        tasks: [
          { title: 'Launch', amount: 12050, dueDate: null },
          { title: 'Whole job', amount: 50000, dueDate: null },
        ],
      },
    });
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /CV/ }));
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));

    // The draft is stored again (now by its id), then sent with the consented data types.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My proposals' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /jobs/{jobId}/proposals/{proposalId}')[0]!.path).toBe(
      '/jobs/job-1/proposals/prop-new',
    );
    expect(api.callsTo('POST /jobs/{jobId}/proposals')[0]!.body).toEqual({
      consentedDataTypeIds: ['dt-cv'],
    });
    expect(
      screen.getByText('Your proposal for "Landing page" was sent.').closest('[tabindex]'),
    ).toHaveFocus();
    const sentGroup = await screen.findByRole('region', { name: /Sent/ });
    expect(within(sentGroup).getByRole('link', { name: 'Landing page' })).toHaveAttribute(
      'href',
      '/freelancer/proposal?jobId=job-1',
    );
  });

  it('warns about contact details beside their field and sends anyway only when asked', async () => {
    const user = userEvent.setup();
    const api = composeApi();
    await renderArea('/freelancer/proposal?jobId=job-1', api.http, aFreelancerUser());
    const letter = await screen.findByLabelText(/Cover letter/);
    await user.clear(letter);
    await user.type(letter, 'Call me on 020 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));

    const warning = (await screen.findByText('Please do not include contact info.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(warning).toHaveTextContent('Contact details were found in the marked fields.');
    expect(screen.getByText('Contains a phone number')).toBeInTheDocument();
    expect(api.callsTo('POST /jobs/{jobId}/proposals')[0]!.body).toEqual({
      consentedDataTypeIds: [],
    });

    await user.click(within(warning).getByRole('button', { name: 'Send anyway' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My proposals' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /jobs/{jobId}/proposals')[1]!.body).toEqual({
      consentedDataTypeIds: [],
      contactWarningAcknowledged: true,
    });
  });

  it('shows the server field errors beside their fields and a 409 reason readably', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = apiStub({
      'GET /jobs/{jobId}/proposal/compose': () =>
        ok({
          job: aJob(),
          proposal: aProposal({ status: 0, offerStatus: 0, offerSentAt: null, tasks: TASKS }),
          suggestedTasks: [],
          dataTypes: [],
          canSend: true,
        }),
      'GET /freelancers/introduction/compose': () => apiError(500, 'boom'),
      'PUT /jobs/{jobId}/proposals/{proposalId}': () => {
        attempt += 1;
        if (attempt === 1) {
          return apiError(400, 'The request has invalid fields', [
            { path: 'body.tasks.1.amount', message: 'Too big: expected at most 1000000000' },
          ]);
        }
        return ok(aProposal({ status: 0, offerStatus: 0, tasks: TASKS }));
      },
      'POST /jobs/{jobId}/proposals': () =>
        apiError(409, 'This job is already under contract with another freelancer'),
    });
    await renderArea('/freelancer/proposal?jobId=job-1', api.http, aFreelancerUser());

    // The stored draft is shown, not the (failed) introduction.
    expect(await screen.findByLabelText(/Cover letter/)).toHaveValue('I can build it.');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    const amount = await screen.findByText('Too big: expected at most 1000000000');
    expect(screen.getAllByLabelText(/^Amount/)[1]).toHaveAccessibleDescription(
      '£ Too big: expected at most 1000000000',
    );
    expect(amount).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(
      await screen.findByText('This job is already under contract with another freelancer'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The proposal was not saved');
    expect(screen.queryByText('Too big: expected at most 1000000000')).not.toBeInTheDocument();
  });

  it('explains a required identity verification and links to it instead of the form', async () => {
    const api = apiStub({
      'GET /jobs/{jobId}/proposal/compose': () =>
        ok({ job: aJob(), proposal: null, suggestedTasks: [], dataTypes: [], canSend: true }),
      'GET /freelancers/introduction/compose': () => ok({ introduction: '' }),
      'GET /payment/identity/verification': () =>
        ok({
          status: 'unverified',
          reason: null,
          startedAt: null,
          decidedAt: null,
          updatedAt: null,
          required: true,
          offered: true,
        }),
    });
    await renderArea('/freelancer/proposal?jobId=job-1', api.http, aFreelancerUser());
    expect(
      await screen.findByText(
        /verify your identity with the payment provider before you send a proposal/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Verify your identity in your settings' }),
    ).toHaveAttribute('href', '/freelancer/setting#identity-verification');
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(api.callsTo('POST /jobs/{jobId}/proposals')).toHaveLength(0);
  });

  it('checks titles and amounts before calling the API', async () => {
    const user = userEvent.setup();
    const api = composeApi();
    await renderArea('/freelancer/proposal?jobId=job-1', api.http, aFreelancerUser());
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(screen.getByLabelText(/^Amount/), 'x');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Give the task a title.')).toBeInTheDocument();
    expect(screen.getByText(/Enter an amount of 0 or more/)).toBeInTheDocument();
    expect(api.callsTo('POST /jobs/update_proposal')).toHaveLength(0);
  });

  it('shows a sent proposal read-only with its status', async () => {
    const api = composeApi(aProposal({ isShortListed: true, tasks: TASKS }));
    await renderArea('/freelancer/proposal?jobId=job-1', api.http, aFreelancerUser());
    const summary = await screen.findByRole('region', { name: 'Your proposal' });
    expect(within(summary).getByText('Sent')).toBeInTheDocument();
    expect(within(summary).getByText('£350.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('/freelancer/proposal signed apply link', () => {
  const path = '/freelancer/proposal?jobId=job-1&userId=fl-1&signature=sig-abc';

  it('applies through the public call after the visitor confirms', async () => {
    const user = userEvent.setup();
    const api = apiStub({
      'POST /public/jobs/{jobId}/proposals': () =>
        ok({ proposal: aProposal(), milestones: [], jobStatus: 'IN_DISCUSSION' }),
    });
    await renderArea(path, api.http, null);
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    const [call] = api.callsTo('POST /public/jobs/{jobId}/proposals');
    expect(call!.body).toEqual({ userId: 'fl-1', signature: 'sig-abc' });
    // The signature stands in for a session: the call is public, never signed.
    expect(call!.signed).toBe(false);
  });

  it.each([
    [403, 'The link is not valid: ask for a new one', /not valid or has expired/],
    [409, 'This link has already been used', /has already been used\. Sign in/],
  ])('refuses a link the API answers %p for, clearly', async (status, reason, shown) => {
    const user = userEvent.setup();
    const api = apiStub({
      'POST /public/jobs/{jobId}/proposals': () => apiError(status, reason),
    });
    await renderArea(path, api.http, null);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByRole('button', { name: 'Send my application' })).not.toBeInTheDocument();
  });
});

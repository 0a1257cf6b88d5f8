import { screen, within } from '@testing-library/react';
import { aFreelancerUser, aJob, aProposal, apiStub, ok } from '@mp/test-kit';
import { TASKS } from '../../testing/fixtures';
import { renderArea } from '../../testing/render-area';

describe('/freelancer/proposals', () => {
  it('groups proposals by the offer reading and links each job to its stage page', async () => {
    const api = apiStub({
      'POST /jobs/get-proposal-for-freelancers': () =>
        ok({
          proposals: [
            {
              job: aJob({ jobID: 'j-draft', title: 'Logo', jobStatus: 'FRESH_JOB' }),
              proposal: aProposal({
                proposalId: 'p1',
                status: 2,
                offerStatus: 0,
                offerSentAt: null,
              }),
            },
            {
              job: aJob({ jobID: 'j-sent', title: 'Shop', jobStatus: 'IN_DISCUSSION' }),
              proposal: aProposal({ proposalId: 'p2', tasks: TASKS }),
            },
            {
              // No offerStatus in the answer: the contracts mapping derives "accepted".
              job: aJob({ jobID: 'j-won', title: 'App', jobStatus: 'CONTRACT' }),
              proposal: {
                ...aProposal({ proposalId: 'p3', acceptedAt: '2026-11-21T00:00:00.000Z' }),
                offerStatus: undefined,
              },
            },
            {
              job: aJob({ jobID: 'j-lost', title: 'Blog', jobStatus: 'USER_CLOSED' }),
              proposal: aProposal({
                proposalId: 'p4',
                status: 5,
                offerStatus: 5,
                description: 'Rejected',
                tasks: [],
              }),
            },
          ],
        }),
    });
    await renderArea('/freelancer/proposals', api.http, aFreelancerUser());

    const drafts = await screen.findByRole('region', { name: /Drafts/ });
    expect(within(drafts).getByRole('link', { name: 'Logo' })).toHaveAttribute(
      'href',
      '/freelancer/search-jobs?jobId=j-draft',
    );
    expect(within(drafts).getByRole('link', { name: 'Continue the draft' })).toHaveAttribute(
      'href',
      '/freelancer/proposal?jobId=j-draft',
    );
    const sent = screen.getByRole('region', { name: /^Sent/ });
    expect(within(sent).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/freelancer/proposal?jobId=j-sent',
    );
    expect(within(sent).getByText(/Total: £350\.50/)).toBeInTheDocument();
    expect(
      within(sent).getByRole('link', { name: 'Message the customer about “Shop”' }),
    ).toHaveAttribute('href', '/freelancer/inbox?customerId=cu-1&jobId=j-sent');
    expect(within(drafts).queryByRole('link', { name: /Message/ })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: /Accepted/ })).getByRole('link', { name: 'App' }),
    ).toHaveAttribute('href', '/freelancer/manage');
    // A closed job has no stage page: its title is plain text.
    const rejected = screen.getByRole('region', { name: /Rejected/ });
    expect(within(rejected).getByText('Blog')).toBeInTheDocument();
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
    expect(api.callsTo('POST /jobs/get-proposal-for-freelancers')[0]!.body).toEqual({});
  });

  it('offers the job search when there is no proposal yet', async () => {
    const api = apiStub({
      'POST /jobs/get-proposal-for-freelancers': () => ok({ proposals: [] }),
    });
    await renderArea('/freelancer/proposals', api.http, aFreelancerUser(), 'de');
    expect(await screen.findByText('Sie haben noch keine Angebote')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aufträge suchen' })).toHaveAttribute(
      'href',
      '/freelancer/search-jobs',
    );
  });
});

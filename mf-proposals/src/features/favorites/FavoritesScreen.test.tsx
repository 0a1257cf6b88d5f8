import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCustomerUser, aJob, aPublicProfile, apiError, apiStub, ok } from '@mp/test-kit';
import { renderArea } from '../../testing/render-area';

function favouritesApi() {
  let favourites = [
    aPublicProfile({ hourlyRate: 4550 }),
    aPublicProfile({ userId: 'fl-2', name: 'Taras Bondar', username: 'taras' }),
  ];
  return apiStub({
    'GET /customers/get-favorite-freelancers': () => ok(favourites),
    'POST /customers/update-favorite-freelancers': (request) => {
      const { freelancerId } = request.body as { freelancerId: string };
      favourites = favourites.filter((f) => f.userId !== freelancerId);
      return ok({ freelancerIds: favourites.map((f) => f.userId) });
    },
    'GET /jobs': () =>
      ok({
        jobs: [
          aJob({ jobStatus: 'FRESH_JOB' }),
          aJob({ jobID: 'job-2', title: 'Old', jobStatus: 'CONTRACT' }),
        ],
      }),
    'POST /jobs/{jobId}/invite_links': (request) => {
      const { freelancerIds } = request.body as { freelancerIds: string[] };
      return ok({
        links: freelancerIds.map((freelancerId) => ({
          freelancerId,
          signature: 'v1.9.sig',
          expiresAt: '2026-12-07T00:00:00.000Z',
          path: `/customer/invite?jobID=${request.params.jobId}&freelancerID=${freelancerId}&customerID=cu-1&signature=v1.9.sig`,
        })),
      });
    },
    'POST /jobs/customer_send_invitation': (request) => {
      const { freelancerID } = request.body as { freelancerID: string };
      if (freelancerID === 'fl-2') return apiError(409, 'Taras Bondar already sent a proposal');
      return ok({
        invitation: {
          jobId: 'job-1',
          freelancerId: freelancerID,
          customerId: 'cu-1',
          status: 'SENT',
          createdAt: '2026-11-22T00:00:00.000Z',
          acceptedAt: null,
        },
        created: true,
      });
    },
  });
}

describe('/customer/favorites', () => {
  it('removes a favourite and moves focus to the next card', async () => {
    const user = userEvent.setup();
    const api = favouritesApi();
    await renderArea('/customer/favorites', api.http, aCustomerUser());
    const finn = await screen.findByRole('article', { name: 'Finn Freelancer' });
    expect(finn).toHaveTextContent('£45.50');
    expect(within(finn).getByRole('link', { name: /View profile/ })).toHaveAttribute(
      'href',
      '/freelancer/profile/finn',
    );
    expect(within(finn).getByRole('link', { name: 'Message Finn Freelancer' })).toHaveAttribute(
      'href',
      '/customer/inbox?freelancerId=fl-1',
    );
    await user.click(within(finn).getByRole('button', { name: /Remove from favorites/ }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Finn Freelancer' })).toBeNull(),
    );
    expect(api.callsTo('POST /customers/update-favorite-freelancers')[0]!.body).toEqual({
      freelancerId: 'fl-1',
      value: false,
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Taras Bondar' })).toHaveFocus(),
    );
  });

  it('invites a favourite to an open job, and shows why an invitation is refused', async () => {
    const user = userEvent.setup();
    const api = favouritesApi();
    await renderArea('/customer/favorites', api.http, aCustomerUser());
    const finn = await screen.findByRole('article', { name: 'Finn Freelancer' });
    await user.click(within(finn).getByRole('button', { name: /Invite to a job/ }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Finn Freelancer to a job' });
    // Only jobs open for invitations are offered.
    const select = await within(dialog).findByLabelText('Job');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Landing page']);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /jobs/customer_send_invitation')[0]!.body).toEqual({
      jobID: 'job-1',
      freelancerID: 'fl-1',
    });
    expect(screen.getByText('Finn Freelancer was invited.')).toBeInTheDocument();

    const taras = screen.getByRole('article', { name: 'Taras Bondar' });
    await user.click(within(taras).getByRole('button', { name: /Invite to a job/ }));
    const second = screen.getByRole('dialog');
    await within(second).findByLabelText('Job');
    await user.click(within(second).getByRole('button', { name: 'Send invitation' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(
      'Taras Bondar already sent a proposal',
    );
  });

  it('offers to post a job when the customer has no open job to invite to', async () => {
    const user = userEvent.setup();
    const api = apiStub({
      'GET /customers/get-favorite-freelancers': () => ok([aPublicProfile()]),
      'GET /jobs': () => ok({ jobs: [aJob({ jobID: 'job-2', title: 'Old', jobStatus: 'ENDED' })] }),
    });
    await renderArea('/customer/favorites', api.http, aCustomerUser());
    const finn = await screen.findByRole('article', { name: 'Finn Freelancer' });
    await user.click(within(finn).getByRole('button', { name: /Invite to a job/ }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Finn Freelancer to a job' });
    expect(
      await within(dialog).findByRole('heading', { name: 'You have no open job to invite to.' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/post-job',
    );
  });

  it('copies a signed invite link for the chosen job, with a visible confirmation', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const api = favouritesApi();
    await renderArea('/customer/favorites', api.http, aCustomerUser());
    const finn = await screen.findByRole('article', { name: 'Finn Freelancer' });
    await user.click(within(finn).getByRole('button', { name: /Invite to a job/ }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Finn Freelancer to a job' });
    await within(dialog).findByLabelText('Job');
    await user.click(within(dialog).getByRole('button', { name: 'Copy invite link' }));
    expect(await within(dialog).findByText(/Invite link copied/)).toBeInTheDocument();
    const url = `${window.location.origin}/customer/invite?jobID=job-1&freelancerID=fl-1&customerID=cu-1&signature=v1.9.sig`;
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(dialog).getByLabelText('Invite link')).toHaveValue(url);
    expect(api.callsTo('POST /jobs/{jobId}/invite_links')[0]!.body).toEqual({
      freelancerIds: ['fl-1'],
    });
    // Copying a link invites nobody by itself.
    expect(api.callsTo('POST /jobs/customer_send_invitation')).toHaveLength(0);
  });
});

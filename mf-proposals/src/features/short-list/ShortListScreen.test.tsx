import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCustomerUser, aJob, aProposal, aPublicProfile, apiStub, ok } from '@mp/test-kit';
import { renderArea } from '../../testing/render-area';

describe('/customer/short-list', () => {
  it('lists shortlisted proposals by job and un-shortlists one', async () => {
    const user = userEvent.setup();
    const taras = aPublicProfile({ userId: 'fl-2', name: 'Taras Bondar', username: 'taras' });
    let shortListed = true;
    const api = apiStub({
      'POST /jobs/get_jobs_with_freelancer_details': () =>
        ok({
          jobs: [
            aJob({
              jobID: 'job-2',
              title: 'Mobile app',
              freelancers: [
                {
                  freelancerDetails: taras,
                  proposal: aProposal({
                    jobId: 'job-2',
                    freelancerId: 'fl-2',
                    isShortListed: shortListed,
                  }),
                },
              ],
            }),
          ],
          freelancers: { 'fl-2': taras },
        }),
      'GET /customers/get-favorite-freelancers': () => ok([taras]),
      'POST /jobs/short_list': (request) => {
        shortListed = (request.body as { value: boolean }).value;
        return ok(aProposal({ jobId: 'job-2', freelancerId: 'fl-2', isShortListed: shortListed }));
      },
    });
    await renderArea('/customer/short-list', api.http, aCustomerUser());

    expect(await screen.findByRole('link', { name: 'Mobile app' })).toHaveAttribute(
      'href',
      '/customer/list-all-proposals?jobId=job-2',
    );
    expect(api.callsTo('POST /jobs/get_jobs_with_freelancer_details')[0]!.body).toEqual({
      isShortListedOnly: true,
    });
    const card = screen.getByRole('article', { name: 'Taras Bondar' });
    expect(within(card).getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const toggle = within(card).getByRole('button', { name: 'Shortlist' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('Taras Bondar left your short list.')).toBeInTheDocument();
  });

  it('explains an empty short list', async () => {
    const api = apiStub({
      'POST /jobs/get_jobs_with_freelancer_details': () => ok({ jobs: [aJob()], freelancers: {} }),
      'GET /customers/get-favorite-freelancers': () => ok([]),
    });
    await renderArea('/customer/short-list', api.http, aCustomerUser());
    expect(await screen.findByText('Your short list is empty')).toBeInTheDocument();
  });
});

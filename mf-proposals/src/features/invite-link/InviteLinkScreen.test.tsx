import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCustomerUser, apiError, apiStub, ok } from '@mp/test-kit';
import { renderArea } from '../../testing/render-area';

const PATH = '/customer/invite?jobID=job-1&freelancerID=fl-1&customerID=cu-1&signature=v1.9.sig';

function invitation(created: boolean) {
  return {
    invitation: {
      jobId: 'job-1',
      freelancerId: 'fl-1',
      customerId: 'cu-1',
      status: 'SENT',
      createdAt: '2026-11-22T00:00:00.000Z',
      acceptedAt: null,
    },
    created,
  };
}

describe('/customer/invite signed invite link', () => {
  it('invites through the public call only after the visitor confirms', async () => {
    const user = userEvent.setup();
    const api = apiStub({
      'POST /public/jobs/customer_send_invitation': () => ok(invitation(true)),
    });
    await renderArea(PATH, api.http, null);
    expect(await screen.findByRole('heading', { name: 'Invite a freelancer' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(screen.getByText(/The freelancer was invited to your job\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const [call] = api.callsTo('POST /public/jobs/customer_send_invitation');
    expect(call!.body).toEqual({
      jobID: 'job-1',
      freelancerID: 'fl-1',
      customerID: 'cu-1',
      signature: 'v1.9.sig',
    });
    // The signature stands in for a session: the call is public, never signed.
    expect(call!.signed).toBe(false);
  });

  it('tells a signed-in customer the freelancer was already invited', async () => {
    const user = userEvent.setup();
    const api = apiStub({
      'POST /public/jobs/customer_send_invitation': () => ok(invitation(false)),
    });
    await renderArea(PATH, api.http, aCustomerUser());
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/already invited to this job/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See received proposals' })).toHaveAttribute(
      'href',
      '/customer/list-all-proposals',
    );
  });

  it.each([
    [403, 'The signature is not valid', /not valid or has expired/],
    [409, 'This link has already been used', /has already been used\. Sign in/],
  ])('refuses a link the API answers %p for, clearly', async (status, reason, shown) => {
    const user = userEvent.setup();
    const api = apiStub({
      'POST /public/jobs/customer_send_invitation': () => apiError(status, reason),
    });
    await renderArea(PATH, api.http, null);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    const user = userEvent.setup();
    const api = apiStub({
      'POST /public/jobs/customer_send_invitation': () => apiError(409, 'used'),
    });
    await renderArea(PATH, api.http, null, 'de');
    await user.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/bereits verwendet/);
  });

  it('explains an incomplete link and calls nothing', async () => {
    const api = apiStub({});
    await renderArea('/customer/invite?jobID=job-1&freelancerID=fl-1', api.http, null, 'ua');
    expect(screen.getByText('Посилання-запрошення неповне')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

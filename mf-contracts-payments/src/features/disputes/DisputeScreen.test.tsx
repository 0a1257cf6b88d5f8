import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES, type DisputeDetail, type DisputesPage } from '@mp/contracts';
import { aCustomerUser, apiError, ok } from '@mp/test-kit';
import { renderArea } from '../contract/test-support';

const GET = 'GET /disputes/{disputeId}';
const LIST = 'GET /disputes';
const POST_MESSAGE = 'POST /disputes/{disputeId}/messages';
const RESOLVE = 'POST /disputes/{disputeId}/resolve';

const admin = aCustomerUser({ id: 'ad-1', name: 'Ada Admin', role: ROLES.administrator });

function aDispute(overrides: Partial<DisputeDetail> = {}): DisputeDetail {
  return {
    disputeId: 'dp-1',
    jobId: 'job-1',
    jobTitle: 'Booking website',
    milestoneId: 'ms-1',
    milestoneTitle: 'Design',
    cycleId: null,
    customer: { userId: 'cu-1', name: 'Cora Customer', picture: null },
    freelancer: { userId: 'fl-1', name: 'Finn Freelancer', picture: null },
    openedBy: 'fl-1',
    reason: 'The customer stopped answering',
    evidence: [],
    status: 'open',
    outcome: null,
    amount: 30000,
    currency: 'GBP',
    freelancerAmount: null,
    customerAmount: null,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    messages: [
      {
        messageId: 'm-1',
        sender: { userId: 'cu-1', name: 'Cora Customer', picture: null },
        senderRole: 'customer',
        message: 'The design was late',
        attachments: [],
        createdAt: '2026-11-20T11:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

describe('DisputeScreen', () => {
  it('shows a party the held payment and the thread, and sends a message', async () => {
    let dispute = aDispute();
    const stub = await renderArea({
      path: '/disputes/dp-1',
      user: aCustomerUser(),
      routes: {
        [GET]: () => ok(dispute),
        [POST_MESSAGE]: (request) => {
          const { message } = request.body as { message: string };
          dispute = aDispute({
            messages: [
              ...dispute.messages,
              {
                messageId: 'm-2',
                sender: dispute.customer,
                senderRole: 'customer',
                message,
                attachments: [],
                createdAt: '2026-11-20T12:00:00.000Z',
              },
            ],
          });
          return ok(dispute.messages[1], 201);
        },
      },
    });
    expect(await screen.findByText('The design was late')).toBeInTheDocument();
    expect(screen.getByText(/payment is held/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Resolve' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your message'), 'Here is the file');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Here is the file')).toBeInTheDocument();
    expect(stub.callsTo(POST_MESSAGE)[0]?.body).toEqual({ message: 'Here is the file' });
  });

  it('lets an administrator split the amount after confirming', async () => {
    let dispute = aDispute();
    const stub = await renderArea({
      path: '/disputes/dp-1',
      user: admin,
      routes: {
        [GET]: () => ok(dispute),
        [RESOLVE]: () => {
          dispute = aDispute({
            status: 'resolved',
            outcome: 'split',
            freelancerAmount: 10000,
            customerAmount: 20000,
          });
          return ok(dispute);
        },
      },
    });
    const share = await screen.findByLabelText("Freelancer's share");
    const submit = screen.getByRole('button', { name: 'Resolve dispute' });
    expect(submit).toBeDisabled();
    await userEvent.type(share, '400');
    expect(await screen.findByText(/less than the disputed amount/)).toBeInTheDocument();
    await userEvent.clear(share);
    await userEvent.type(share, '100');
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Resolve and move the money' }),
    );
    await waitFor(() =>
      expect(stub.callsTo(RESOLVE)[0]?.body).toEqual({ outcome: 'split', freelancerAmount: 10000 }),
    );
    expect(await screen.findByText('Split between both')).toBeInTheDocument();
    expect(screen.getByText(/the discussion is closed/)).toBeInTheDocument();
  });

  it('says so when the dispute is not one of the caller’s', async () => {
    await renderArea({
      path: '/disputes/dp-9',
      user: aCustomerUser(),
      routes: { [GET]: () => apiError(404, 'No such dispute among yours') },
    });
    expect(await screen.findByText('The dispute could not be loaded')).toBeInTheDocument();
  });
});

describe('DisputesScreen', () => {
  it('lists the open disputes, and says when there are none', async () => {
    const page = (disputes: DisputesPage['disputes']): DisputesPage => ({
      disputes,
      total: disputes.length,
    });
    const stub = await renderArea({
      path: '/disputes',
      user: admin,
      routes: {
        [LIST]: (request) =>
          ok(request.query.get('status') === 'open' ? page([aDispute()]) : page([])),
      },
    });
    expect(await screen.findByRole('link', { name: /Booking website · Design/ })).toHaveAttribute(
      'href',
      '/disputes/dp-1',
    );
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'resolved');
    expect(await screen.findByText('No disputes')).toBeInTheDocument();
    expect(stub.callsTo(LIST)).toHaveLength(2);
  });
});

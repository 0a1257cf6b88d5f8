import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MilestoneView, SmartContractResponse } from '@mp/contracts';
import { aCustomerUser, aFreelancerUser, aJob, aPublicProfile, ok } from '@mp/test-kit';
import { job } from '../contract/test-support';
import { aCard, aMilestone, aQuote, renderWork, workRoutes, type WorkState } from './test-support';

const CUSTOMER_PATH = '/customer/contract/job-1?mode=overview';
const SMART_CONTRACT = 'POST /jobs/{jobId}/milestones/{milestoneId}/smartContract';
const PAY = 'POST /milestones/{milestoneId}/pay';
const PAYEE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const PAYER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const HASH = `0x${'ab12'.repeat(16)}`;
const WALLET = 'http://api.test/payment/sandbox/wallet?tenant=demo&token=abc';
const ON = { smartContract: true };

function stateOf(milestones: MilestoneView[]): WorkState {
  return { milestones, recurring: [], events: [] };
}

function customerRoutes(state: WorkState) {
  return {
    'POST /jobs/get_jobs_with_freelancer_details': () => ok({ jobs: [job()], freelancers: {} }),
    ...workRoutes(state),
    'POST /payment/milestone/calculate/{provider}': () => ok(aQuote()),
    'GET /payment/payment-method/list': () =>
      ok({ paymentMethods: [aCard()], available: ['card'] }),
  };
}

function started(milestone: MilestoneView): SmartContractResponse {
  return {
    milestone: { ...milestone, payerAddress: PAYER },
    payerAddress: PAYER,
    payeeAddress: PAYEE,
    escrowAddress: '0x1111111111111111111111111111111111111111',
    amount: 30000,
    tax: 0,
    total: 30000,
    currency: 'GBP',
    walletLink: { url: WALLET, expiresAt: '2026-11-23T03:00:00.000Z' },
  };
}

async function design(): Promise<HTMLElement> {
  return screen.findByRole('article', { name: 'Design' });
}

it('offers crypto beside the card on a pending milestone with a payee address, and sends the customer to the wallet', async () => {
  const milestone = aMilestone({ payeeAddress: PAYEE });
  const { stub, leaveSite } = await renderWork({
    path: CUSTOMER_PATH,
    user: aCustomerUser(),
    features: ON,
    routes: {
      ...customerRoutes(stateOf([milestone])),
      [SMART_CONTRACT]: () => ok(started(milestone)),
    },
  });
  const item = await design();
  expect(within(item).getByRole('button', { name: 'Pay' })).toBeVisible();
  const crypto = await within(item).findByRole('region', { name: 'Pay in crypto' });
  await userEvent.type(within(crypto).getByLabelText(/Your payer address/), PAYER);
  await userEvent.click(within(crypto).getByRole('button', { name: 'Pay in crypto' }));

  await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(WALLET));
  expect(stub.callsTo(SMART_CONTRACT)[0]).toMatchObject({
    params: { jobId: 'job-1', milestoneId: 'ms-1' },
    body: { payerAddress: PAYER, returnPath: CUSTOMER_PATH },
  });
  expect(within(crypto).getByRole('status')).toHaveTextContent(
    'Taking you to the wallet to send £300.00…',
  );
});

it('pays with the transfer the wallet sent back, then shows the milestone paid in crypto', async () => {
  const state = stateOf([aMilestone({ payeeAddress: PAYEE, payerAddress: PAYER })]);
  const { stub } = await renderWork({
    path: `${CUSTOMER_PATH}&cryptoMilestoneId=ms-1&transactionHash=${HASH}`,
    user: aCustomerUser(),
    features: ON,
    routes: {
      ...customerRoutes(state),
      [PAY]: () => {
        const paid = aMilestone({ status: 2, payeeAddress: PAYEE, transactionHash: HASH });
        state.milestones = [paid];
        return ok({ milestone: paid, cycle: null, charge: null });
      },
    },
  });
  const item = await design();
  await within(item).findByText('Paid in crypto');
  expect(within(item).getByText(HASH)).toBeVisible();
  expect(stub.callsTo(PAY)).toHaveLength(1);
  expect(stub.callsTo(PAY)[0]?.body).toEqual({
    milestoneId: 'ms-1',
    jobID: 'job-1',
    transactionHash: HASH,
  });
  // The contract is read again: the milestone is paid, so the card's Pay is gone.
  await waitFor(() =>
    expect(within(item).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument(),
  );
  expect(within(item).getByText('Paid, in progress')).toBeVisible();
});

it('offers no crypto while the smartContract switch is off', async () => {
  await renderWork({
    path: CUSTOMER_PATH,
    user: aCustomerUser(),
    routes: customerRoutes(stateOf([aMilestone({ payeeAddress: PAYEE })])),
  });
  const item = await design();
  expect(within(item).getByRole('button', { name: 'Pay' })).toBeVisible();
  expect(within(item).queryByRole('region', { name: 'Pay in crypto' })).not.toBeInTheDocument();
});

it('offers no crypto on a milestone without the freelancer’s payee address', async () => {
  await renderWork({
    path: CUSTOMER_PATH,
    user: aCustomerUser(),
    features: ON,
    routes: customerRoutes(stateOf([aMilestone()])),
  });
  const item = await design();
  expect(within(item).getByRole('button', { name: 'Pay' })).toBeVisible();
  expect(within(item).queryByText(/Pay in crypto|payee address/)).not.toBeInTheDocument();
});

it('never offers crypto to the freelancer', async () => {
  await renderWork({
    path: '/freelancer/manage/job-1',
    user: aFreelancerUser(),
    features: ON,
    routes: {
      'GET /jobs/{jobId}': () => ok(aJob({ jobStatus: 'CONTRACT', title: 'Booking website' })),
      'GET /users/{id}': () => ok(aPublicProfile({ userId: 'cu-1', name: 'Cora Customer' })),
      'GET /settings/features': () => ok({}),
      ...workRoutes(stateOf([aMilestone({ payeeAddress: PAYEE })])),
    },
  });
  const item = await design();
  expect(within(item).getByText('Waiting for payment')).toBeVisible();
  expect(within(item).queryByText(/Pay in crypto/)).not.toBeInTheDocument();
});

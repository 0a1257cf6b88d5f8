import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MilestoneView, PayResponse, SmartContractResponse } from '@mp/contracts';
import { apiError, FIXTURE_TIME, ok } from '@mp/test-kit';
import { showsCryptoPanel } from './CryptoPayPanel';
import {
  HASH,
  PAY,
  PAYEE,
  PAYER,
  pendingMilestone,
  renderPanel,
  SMART_CONTRACT,
} from './test-support';

const WALLET = 'http://api.test/payment/sandbox/wallet?tenant=demo&token=abc';

function milestoneView(overrides: Partial<MilestoneView> = {}): MilestoneView {
  return {
    milestoneId: 'ms-1',
    jobId: 'job-1',
    proposalId: 'pr-1',
    title: 'Audit',
    description: '',
    amount: 500,
    dueDate: null,
    status: 1,
    recurringId: null,
    cycleId: null,
    files: [],
    flNote: null,
    clApprovalStatus: 'APPROVED',
    payeeAddress: PAYEE,
    payerAddress: PAYER,
    transactionHash: null,
    createdAt: FIXTURE_TIME,
    freelancerId: 'fl-1',
    proposedBy: 'freelancer',
    consentedDataTypeIds: [],
    paymentFailure: null,
    payout: null,
    ...overrides,
  };
}

const STARTED: SmartContractResponse = {
  milestone: milestoneView(),
  payerAddress: PAYER,
  payeeAddress: PAYEE,
  escrowAddress: '0x1111111111111111111111111111111111111111',
  amount: 500,
  tax: 100,
  total: 600,
  currency: 'GBP',
  walletLink: { url: WALLET, expiresAt: '2026-11-23T03:00:00.000Z' },
};

const PAID: PayResponse = {
  milestone: milestoneView({ status: 2, transactionHash: HASH }),
  cycle: null,
  charge: {
    chargeId: 'ch-1',
    status: 'succeeded',
    amount: 500,
    fee: 0,
    tax: 100,
    total: 600,
    currency: 'GBP',
    feeRate: 0,
    feeFixed: 0,
    failureCode: null,
    createdAt: FIXTURE_TIME,
  },
};

const RETURNED = `/customer/contract/job-1?mode=overview&cryptoMilestoneId=ms-1&transactionHash=${HASH}#milestones`;

it('asks for the payer address, starts the payment and sends the browser to the wallet', async () => {
  const { stub, leaveSite } = await renderPanel({
    routes: { [SMART_CONTRACT]: () => ok(STARTED) },
  });
  const panel = await screen.findByRole('region', { name: 'Pay in crypto' });
  const address = within(panel).getByRole('textbox', { name: /Your payer address/ });
  expect(within(panel).getByText(/Crypto has no card fee/)).toBeVisible();

  await userEvent.type(address, '0x1234');
  await userEvent.click(within(panel).getByRole('button', { name: 'Pay in crypto' }));
  expect(address).toHaveAccessibleDescription(
    expect.stringContaining('Enter an address: 0x followed by 40 hexadecimal characters') as string,
  );
  expect(address).toHaveFocus();
  expect(stub.calls).toHaveLength(0);

  await userEvent.clear(address);
  await userEvent.type(address, PAYER);
  await userEvent.click(within(panel).getByRole('button', { name: 'Pay in crypto' }));
  await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(WALLET));
  const [started] = stub.callsTo(SMART_CONTRACT);
  expect(started?.params).toEqual({ jobId: 'job-1', milestoneId: 'ms-1' });
  expect(started?.body).toEqual({
    payerAddress: PAYER,
    returnPath: '/customer/contract/job-1?mode=overview',
  });
  expect(within(panel).getByRole('status')).toHaveTextContent(
    'Taking you to the wallet to send £6.00…',
  );
});

it('starts again from the payer address kept on the milestone', async () => {
  const { stub, leaveSite } = await renderPanel({
    milestone: pendingMilestone({ payerAddress: PAYER }),
    routes: { [SMART_CONTRACT]: () => ok(STARTED) },
  });
  const address = await screen.findByRole('textbox', { name: /Your payer address/ });
  expect(address).toHaveValue(PAYER);
  await userEvent.click(screen.getByRole('button', { name: 'Pay in crypto' }));
  await waitFor(() => expect(leaveSite).toHaveBeenCalledTimes(1));
  expect(stub.callsTo(SMART_CONTRACT)[0]?.body).toMatchObject({ payerAddress: PAYER });
});

it('puts a checksum the API refused on the field, and other refusals in an alert', async () => {
  let answer = apiError(422, 'The address checksum (EIP-55) does not match', [
    { path: 'body.payerAddress', message: 'The address checksum (EIP-55) does not match' },
  ]);
  const { leaveSite } = await renderPanel({ routes: { [SMART_CONTRACT]: () => answer } });
  const address = await screen.findByRole('textbox', { name: /Your payer address/ });
  await userEvent.type(address, PAYER.toLowerCase().replace('0xfb', '0xFb'));
  await userEvent.click(screen.getByRole('button', { name: 'Pay in crypto' }));
  await waitFor(() =>
    expect(address).toHaveAccessibleDescription(
      expect.stringContaining('This address does not match its checksum') as string,
    ),
  );

  answer = apiError(422, 'No payee address', [], 'PAYEE_ADDRESS_REQUIRED');
  await userEvent.click(screen.getByRole('button', { name: 'Pay in crypto' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The crypto payment could not be started');
  expect(alert).toHaveTextContent('The freelancer gave no payee address');

  answer = apiError(409, 'A milestone can be paid only while pending', [], 'INVALID_TRANSITION');
  await userEvent.click(screen.getByRole('button', { name: 'Pay in crypto' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This milestone can no longer be paid in crypto',
    ),
  );

  answer = ok({ ...STARTED, walletLink: { ...STARTED.walletLink, url: 'javascript:alert(1)' } });
  await userEvent.click(screen.getByRole('button', { name: 'Pay in crypto' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('The wallet page could not be opened'),
  );
  expect(leaveSite).not.toHaveBeenCalled();
});

it('pays with the hash the wallet came back with, once, and takes it out of the address', async () => {
  let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
  const { stub, onPaid, location } = await renderPanel({
    path: RETURNED,
    routes: { [PAY]: () => new Promise((resolve) => (answer = resolve)) },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Checking your transfer…');
  await waitFor(() => expect(stub.callsTo(PAY)).toHaveLength(1));
  expect(stub.callsTo(PAY)[0]?.body).toEqual({
    milestoneId: 'ms-1',
    jobID: 'job-1',
    transactionHash: HASH,
  });
  expect(location().search).toBe('?mode=overview');
  expect(location().hash).toBe('#milestones');

  answer(ok(PAID));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Paid in crypto'));
  expect(screen.getByRole('status')).toHaveTextContent(`Transaction ${HASH}`);
  expect(onPaid).toHaveBeenCalledWith(PAID);
  expect(stub.callsTo(PAY)).toHaveLength(1);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('shows why a returned transfer was refused, and lets the customer start again', async () => {
  const reason = 'The transfer sent 5.99 GBP; at least 6.00 GBP (the amount and its tax) is due';
  const { onPaid } = await renderPanel({
    path: RETURNED,
    routes: {
      [PAY]: () =>
        apiError(
          422,
          reason,
          [{ path: 'body.transactionHash', message: reason }],
          'TRANSACTION_REJECTED',
        ),
    },
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The transfer did not pay this milestone');
  expect(alert).toHaveTextContent(reason);
  expect(screen.getByRole('button', { name: 'Pay in crypto' })).toBeVisible();
  expect(onPaid).not.toHaveBeenCalled();
});

it('leaves a return for another milestone to its own panel', async () => {
  const path = `/customer/contract/job-1?cryptoMilestoneId=ms-2&transactionHash=${HASH}`;
  const { stub, location } = await renderPanel({ path });
  expect(await screen.findByRole('button', { name: 'Pay in crypto' })).toBeVisible();
  expect(stub.calls).toHaveLength(0);
  expect(location().search).toContain('cryptoMilestoneId=ms-2');
});

it('says why a milestone without a payee address cannot be paid in crypto', async () => {
  const { stub } = await renderPanel({
    path: RETURNED,
    milestone: pendingMilestone({ payeeAddress: null }),
  });
  const panel = await screen.findByRole('region', { name: 'Pay in crypto' });
  expect(panel).toHaveTextContent(
    'The freelancer gave no payee address when this milestone was approved, so it cannot be paid in crypto.',
  );
  expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  expect(stub.calls).toHaveLength(0);
});

it('shows a milestone paid in crypto with its transaction', async () => {
  await renderPanel({ milestone: pendingMilestone({ status: 3, transactionHash: HASH }) });
  const panel = await screen.findByRole('region', { name: 'Pay in crypto' });
  expect(within(panel).getByRole('status')).toHaveTextContent(`Paid in cryptoTransaction ${HASH}`);
});

it('offers nothing for a milestone that is not pending or paid in crypto', async () => {
  expect(showsCryptoPanel({ status: 1, transactionHash: null })).toBe(true);
  expect(showsCryptoPanel({ status: 4, transactionHash: HASH })).toBe(true);
  for (const status of [0, 2, 3, 4, 5] as const)
    expect(showsCryptoPanel({ status, transactionHash: null })).toBe(false);
  expect(showsCryptoPanel({ status: 5, transactionHash: HASH })).toBe(false);
  const { stub } = await renderPanel({
    path: RETURNED,
    milestone: pendingMilestone({ status: 5 }),
  });
  expect(screen.queryByRole('region', { name: 'Pay in crypto' })).not.toBeInTheDocument();
  expect(stub.calls).toHaveLength(0);
});

it.each([
  ['de', 'Mit Krypto bezahlen', 'Ihre Absenderadresse'],
  ['ua', 'Оплата криптовалютою', 'Ваша адреса платника'],
])('speaks %s', async (lng, title, label) => {
  await renderPanel({ lng });
  const panel = await screen.findByRole('region', { name: title });
  expect(within(panel).getByRole('textbox', { name: new RegExp(label) })).toBeVisible();
});

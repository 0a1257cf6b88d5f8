import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentAccountResponse } from '@mp/contracts';
import { apiError, ok, type StubReply } from '@mp/test-kit';
import { account, NOT_CREATED, renderSection } from './test-support';

const LINK = {
  url: 'https://connect.sandbox.test/onboarding/acct_1?t=abc',
  expiresAt: '2026-11-23T03:00:00.000Z',
};

it('loads, then sets up payments: creates the account, asks for a link and goes there', async () => {
  let answer: (reply: StubReply) => void = () => undefined;
  const { stub, leaveSite } = await renderSection({
    routes: {
      'GET /payment/account': () => new Promise<StubReply>((resolve) => (answer = resolve)),
      'POST /payment/account': () =>
        ok(account({ ...NOT_CREATED, status: 1, refreshedAt: '2026-11-23T02:10:00.000Z' })),
      'POST /payment/account/link': () => ok(LINK),
    },
  });
  const section = screen.getByRole('region', { name: 'Payment account' });
  expect(section).toHaveAttribute('id', 'payment-account');
  expect(screen.getByRole('status', { name: 'Loading your payment account' })).toBeInTheDocument();

  await waitFor(() => expect(stub.callsTo('GET /payment/account')).toHaveLength(1));
  answer(ok(NOT_CREATED));
  expect(await screen.findByText('Not set up')).toBeInTheDocument();
  // Nothing to refresh, no bank account or descriptor before the account exists.
  expect(screen.queryByRole('button', { name: 'Refresh status' })).not.toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: 'Bank account for payouts' }),
  ).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Set up payments' }));
  await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(LINK.url));
  expect(stub.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
    'GET /payment/account',
    'POST /payment/account',
    'POST /payment/account/link',
  ]);
  expect(stub.callsTo('POST /payment/account')[0]?.body).toEqual({});
  expect(stub.callsTo('POST /payment/account/link')[0]?.body).toEqual({
    returnPath: '/freelancer/setting#payment-account',
  });
  expect(screen.getByText('Taking you to the payment provider…', { selector: 'p' })).toBeVisible();
});

it('shows a readable error when the onboarding link cannot be made, and does not leave', async () => {
  const { leaveSite } = await renderSection({
    routes: {
      'GET /payment/account': () => ok(NOT_CREATED),
      'POST /payment/account': () => ok(account({ ...NOT_CREATED, status: 1 })),
      'POST /payment/account/link': () => apiError(503, 'Unavailable', [], 'SERVICE_UNAVAILABLE'),
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Set up payments' }));

  const title = await screen.findByText('The payment provider could not be opened');
  const alert = title.closest('[role="alert"]');
  expect(alert).toHaveTextContent('Something went wrong on our side');
  expect(alert?.parentElement).toHaveFocus();
  expect(leaveSite).not.toHaveBeenCalled();
  // The account now exists, so the next try only asks for a link.
  expect(screen.getByText('Details needed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue onboarding' })).toBeInTheDocument();
});

it('shows the bank form when payouts have no bank account; a declined number stays on its field', async () => {
  const missing = account({ isExternalAccountMissing: true, externalAccount: null });
  let declined = true;
  const { stub } = await renderSection({
    routes: {
      'GET /payment/account': () => ok(missing),
      'POST /payment/account/external-account': ({ body }) =>
        declined
          ? apiError(
              422,
              'Declined',
              [{ path: 'body.accountNumber', message: 'The bank declined this account number' }],
              'bank_account_declined',
            )
          : ok(
              account({
                externalAccount: {
                  accountHolderName: 'Finn Freelancer',
                  bankName: 'Deutsche Sandbox',
                  country: 'DE',
                  currency: 'eur',
                  last4: (body as { accountNumber: string }).accountNumber.slice(-4),
                },
              }),
            ),
    },
  });
  expect(await screen.findByText('Complete')).toBeInTheDocument();
  expect(
    screen.getByText(/please specify which bank account should receive funds/),
  ).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Bank account details' });
  const holder = within(form).getByRole('textbox', { name: /name on the account/i });
  const number = within(form).getByRole('textbox', { name: /account number or iban/i });
  expect(holder).toHaveValue('Finn Freelancer');

  // Client checks first: nothing is sent while the form breaks the contract's rules.
  await userEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
  expect(within(form).getByRole('combobox', { name: /country of the bank/i })).toHaveFocus();
  expect(number).toHaveAccessibleDescription(/Enter 4 to 17 digits, or an IBAN/);
  expect(stub.callsTo('POST /payment/account/external-account')).toHaveLength(0);

  await userEvent.selectOptions(within(form).getByRole('combobox', { name: /country/i }), 'DE');
  expect(within(form).getByRole('combobox', { name: /payout currency/i })).toHaveValue('eur');
  await userEvent.type(number, 'de89 3704 0044 0532 0130 00');
  await userEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));

  await waitFor(() => expect(number).toHaveFocus());
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(number).toHaveAccessibleDescription(/The bank declined this account number/);
  expect(holder).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('The bank account could not be saved')).not.toBeInTheDocument();
  expect(screen.getByText('Complete')).toBeInTheDocument();
  expect(number).toHaveValue('de89 3704 0044 0532 0130 00');
  expect(stub.callsTo('POST /payment/account/external-account')[0]?.body).toEqual({
    accountHolderName: 'Finn Freelancer',
    country: 'DE',
    currency: 'eur',
    accountNumber: 'DE89370400440532013000',
  });

  declined = false;
  await userEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
  const saved = await screen.findByText(/Bank account saved/);
  expect(saved.closest('[tabindex="-1"]')).toHaveFocus();
  const bank = screen.getByRole('region', { name: 'Bank account for payouts' });
  expect(within(bank).getByText('Deutsche Sandbox')).toBeInTheDocument();
  expect(within(bank).getByText('•••• 3000')).toBeInTheDocument();
  expect(within(bank).getByRole('button', { name: 'Change bank account' })).toBeInTheDocument();
  expect(screen.queryByText(/please specify which bank account/)).not.toBeInTheDocument();
});

it('checks again after the provider sends the user back, until verification ends', async () => {
  const answers = [account({ status: 2 }), account({ status: 2 }), account({ status: 4 })];
  const { stub, location } = await renderSection({
    path: '/freelancer/setting?tab=1&onboarding=returned#payment-account',
    pollDelaysMs: [5, 5, 5, 5, 5],
    routes: { 'GET /payment/account': () => ok(answers.shift() ?? account()) },
  });
  expect(
    await screen.findByText(/Checking your status with the payment provider/),
  ).toBeInTheDocument();
  expect(await screen.findByText('Complete')).toBeInTheDocument();
  expect(screen.queryByText(/Checking your status/)).not.toBeInTheDocument();

  const gets = stub.callsTo('GET /payment/account');
  expect(gets).toHaveLength(3);
  expect(gets.every((call) => call.query.get('refresh') === 'true')).toBe(true);
  expect(location().search).toBe('?tab=1');
  expect(location().hash).toBe('#payment-account');
});

it('says so when the provider is still verifying after the last check, and refreshes on demand', async () => {
  let status: PaymentAccountResponse['status'] = 2;
  const { stub } = await renderSection({
    path: '/freelancer/setting?onboarding=returned',
    pollDelaysMs: [1, 1, 1],
    routes: { 'GET /payment/account': () => ok(account({ status })) },
  });
  expect(await screen.findByText(/still verifying your details/)).toBeInTheDocument();
  expect(screen.getByText('Verifying')).toBeInTheDocument();
  expect(stub.callsTo('GET /payment/account')).toHaveLength(4);

  status = 4;
  await userEvent.click(screen.getByRole('button', { name: 'Refresh status' }));
  expect(await screen.findByText('Complete')).toBeInTheDocument();
  expect(screen.queryByText(/still verifying/)).not.toBeInTheDocument();
  expect(stub.callsTo('GET /payment/account')[4]?.query.get('refresh')).toBe('true');
});

it('checks the statement descriptor and shows the server’s objection on the field', async () => {
  let reply: StubReply = apiError(400, 'Invalid request', [
    { path: 'body.updateStatementDescriptor', message: 'This descriptor is reserved' },
  ]);
  const { stub } = await renderSection({
    routes: {
      'GET /payment/account': () => ok(account()),
      'POST /payment/account': () => reply,
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Set descriptor' }));
  const field = screen.getByRole('textbox', { name: /statement descriptor/i });
  expect(field).toHaveFocus();
  const save = screen.getByRole('button', { name: 'Save descriptor' });

  for (const [typed, message] of [
    ['Ac', 'Use at least 5 characters.'],
    ['12345', 'Use at least one letter (A–Z).'],
    ['Acme "Studio"', 'Leave out < > \\ \' " and *.'],
    ['Acme Studio and Partners Ltd', 'Use at most 22 characters.'],
  ] as const) {
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.click(save);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  }
  expect(stub.callsTo('POST /payment/account')).toHaveLength(0);

  await userEvent.clear(field);
  await userEvent.type(field, '  Acme Studio ');
  await userEvent.click(save);
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This descriptor is reserved'),
    ),
  );
  expect(stub.callsTo('POST /payment/account')[0]?.body).toEqual({
    updateStatementDescriptor: 'Acme Studio',
  });

  reply = ok(account({ statementDescriptor: 'ACME STUDIO' }));
  await userEvent.click(save);
  expect(await screen.findByText('Statement descriptor saved.')).toBeInTheDocument();
  expect(screen.getByText('ACME STUDIO')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change descriptor' })).toBeInTheDocument();
});

it('shows a fetch error with a retry, then what the provider still needs in words', async () => {
  let fail = true;
  const detailsNeeded = account({
    status: 1,
    isOnboarded: false,
    externalAccount: null,
    isExternalAccountMissing: true,
    requirements: {
      currently_due: [
        'individual.dob.day',
        'individual.id_number',
        'tos_acceptance.date',
        'external_account',
      ],
      eventually_due: ['individual.verification.additional_document', 'custom.unknown_item'],
      past_due: [],
      errors: [],
    },
  });
  const { stub, leaveSite } = await renderSection({
    routes: {
      'GET /payment/account': () =>
        fail ? apiError(500, 'Internal error', [], 'INTERNAL_ERROR') : ok(detailsNeeded),
      'POST /payment/account/link': () => ok(LINK),
    },
  });
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('Your payment account could not be loaded');

  fail = false;
  await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Details needed')).toBeInTheDocument();
  const needed = screen.getByRole('heading', { name: 'Still needed' }).parentElement as HTMLElement;
  expect(
    within(needed)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Your date of birth',
    'Your national ID or tax number',
    "Accepting the payment provider's terms",
  ]);
  const later = screen.getByRole('heading', { name: 'Needed later' }).parentElement as HTMLElement;
  expect(
    within(later)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'A document that proves your address',
    'More information requested by the payment provider',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Continue onboarding' }));
  await waitFor(() => expect(leaveSite).toHaveBeenCalledWith(LINK.url));
  expect(stub.callsTo('POST /payment/account')).toHaveLength(0);
});

it('shows each reason the provider refused, in German too', async () => {
  await renderSection({
    lng: 'de',
    routes: {
      'GET /payment/account': () =>
        ok(
          account({
            status: 3,
            isOnboarded: false,
            requirements: {
              currently_due: ['individual.verification.document'],
              eventually_due: [],
              past_due: ['individual.verification.document'],
              errors: [
                {
                  code: 'verification_document_expired',
                  reason: 'The document has expired.',
                  requirement: 'individual.verification.document',
                },
              ],
            },
          }),
        ),
    },
  });
  expect(await screen.findByText('Abgelehnt')).toBeInTheDocument();
  const reported = screen.getByRole('heading', { name: 'Was der Zahlungsanbieter meldet' })
    .parentElement as HTMLElement;
  expect(reported).toHaveTextContent('Ein Foto Ihres Ausweisdokuments: The document has expired.');
  expect(screen.getByText(/Auszahlungen können pausiert werden/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Angaben aktualisieren' })).toBeInTheDocument();
  expect(screen.getByText('•••• 2345')).toBeInTheDocument();
});

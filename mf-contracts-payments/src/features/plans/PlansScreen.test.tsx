import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@mp/event-bus';
import { apiError, ok } from '@mp/test-kit';
import {
  credits,
  NO_SUBSCRIPTION,
  plansRoutes,
  renderPlans,
  statusOf,
  subscription,
} from './test-support';

const profileChanges = jest.fn();
beforeEach(() => {
  profileChanges.mockReset();
  eventBus.on('profile:changed', profileChanges);
});
afterEach(() => eventBus.off('profile:changed', profileChanges));

const region = (name: string) => screen.getByRole('region', { name });

it('shows the plans, then subscribes after a confirmation with the price and the card', async () => {
  let first = true;
  const { stub } = await renderPlans({
    routes: plansRoutes({
      'POST /payment/subscription': () =>
        ok(statusOf(subscription({ status: 'incomplete', currentPeriodEnd: null }))),
      'GET /payment/subscription': () => {
        const answer = first ? NO_SUBSCRIPTION : statusOf(subscription());
        first = false;
        return ok(answer);
      },
      'GET /payment/credits': () => ok(credits({ availableAllowance: first ? 5 : 20 })),
    }),
  });
  const plans = await screen.findByRole('region', { name: 'Plans' });
  expect(within(region('Your subscription')).getByText(/You have no subscription/)).toBeVisible();
  expect(within(plans).getByText('£9.99 a month')).toBeVisible();
  expect(within(plans).getByText('£299.90 a year')).toBeVisible();
  expect(within(plans).getByText('Credits every month: 100')).toBeVisible();

  await userEvent.click(within(plans).getByRole('button', { name: 'Subscribe to Starter' }));
  const dialog = screen.getByRole('dialog', { name: 'Subscribe to Starter?' });
  expect(dialog).toHaveTextContent(
    'You pay £9.99 now with Visa ending in 4242, then every month until you cancel.',
  );
  expect(dialog).toHaveTextContent('Credits you get each month to book services with: 20.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe for £9.99' }));

  expect(stub.callsTo('POST /payment/subscription')[0]?.body).toEqual({ planId: 'starter' });
  expect(
    await screen.findByText('Your subscription is active. Your credits for this month are ready.'),
  ).toBeVisible();
  const billing = region('Your subscription');
  expect(within(billing).getByText('Starter')).toBeVisible();
  expect(within(billing).getByText('Active')).toBeVisible();
  expect(within(billing).getByText('Renews on 23 Dec 2026')).toBeVisible();
  // showBilling: the details of the subscription instead of the plans to choose from.
  expect(screen.queryByRole('region', { name: 'Plans' })).not.toBeInTheDocument();
  await waitFor(() => expect(profileChanges).toHaveBeenCalledWith({ userId: 'cu-1' }));
  expect(within(region('Credits')).getByText("Left of this month's allowance: 20")).toBeVisible();
});

it('asks for a card first, and sends the user to the provider to add one', async () => {
  const { stub, leaveSite } = await renderPlans({
    routes: plansRoutes({
      'GET /payment/payment-method/list': () => ok({ paymentMethods: [], available: ['card'] }),
      'POST /payment/account/customer': () =>
        ok({
          paymentMethods: [],
          setupLink: {
            url: 'http://api.test/payment/sandbox/setup?t=1',
            expiresAt: '2026-11-23T10:10:00.000Z',
          },
        }),
    }),
  });
  const plans = await screen.findByRole('region', { name: 'Plans' });
  await userEvent.click(within(plans).getByRole('button', { name: 'Subscribe to Starter' }));
  const dialog = screen.getByRole('dialog', { name: 'Subscribe to Starter?' });
  expect(dialog).toHaveTextContent('Add a card to pay with first');
  expect(within(dialog).getByRole('button', { name: 'Subscribe for £9.99' })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));

  const method = region('Way to pay');
  expect(within(method).getByText('You have not added a card yet.')).toBeVisible();
  await userEvent.click(within(method).getByRole('button', { name: 'Add a card' }));
  await waitFor(() =>
    expect(leaveSite).toHaveBeenCalledWith('http://api.test/payment/sandbox/setup?t=1'),
  );
  expect(stub.callsTo('POST /payment/account/customer')[0]?.body).toEqual({
    currency: 'GBP',
    returnPath: '/customer/plans',
  });
  expect(stub.callsTo('POST /payment/subscription')).toHaveLength(0);
});

it("shows the API's refusal in the confirmation and keeps it open", async () => {
  await renderPlans({
    routes: plansRoutes({
      'POST /payment/subscription': () =>
        apiError(422, 'Add a card', [], 'PAYMENT_METHOD_REQUIRED'),
    }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to Starter' }));
  const dialog = screen.getByRole('dialog', { name: 'Subscribe to Starter?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe for £9.99' }));
  expect(await within(dialog).findByText('Add a card to pay with first.')).toBeVisible();
  expect(within(dialog).getByText('The subscription could not be started')).toBeVisible();
});

it('cancels at the end of the period after a confirmation', async () => {
  const { stub } = await renderPlans({
    routes: plansRoutes({
      'GET /payment/subscription': () => ok(statusOf(subscription())),
      'POST /payment/subscription/cancel': () =>
        ok(statusOf(subscription({ cancelAtPeriodEnd: true }))),
    }),
  });
  const billing = await screen.findByRole('region', { name: 'Your subscription' });
  expect(within(billing).getByText('£9.99 a month', { exact: false })).toBeVisible();
  await userEvent.click(within(billing).getByRole('button', { name: 'Cancel subscription' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
  expect(dialog).toHaveTextContent(
    'Starter stays active until 23 Dec 2026, then ends. What is left of your monthly allowance expires then.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

  expect(
    await within(billing).findByText('Your subscription ends on 23 Dec 2026. It does not renew.'),
  ).toBeVisible();
  expect(within(billing).getByText('Ends on 23 Dec 2026')).toBeVisible();
  expect(within(billing).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  expect(stub.callsTo('POST /payment/subscription/cancel')[0]?.body).toEqual({});
});

it('explains a refused first payment, and offers the plans again', async () => {
  const refused = subscription({
    status: 'incomplete_expired',
    paymentFailure: { code: 'contact_issuer', message: 'Declined' },
  });
  await renderPlans({
    routes: plansRoutes({ 'GET /payment/subscription': () => ok(statusOf(refused)) }),
  });
  const panel = await screen.findByRole('region', { name: 'Your subscription' });
  expect(within(panel).getByRole('alert')).toHaveTextContent(
    'Your payment for Starter was refused.Your bank declined the payment. Contact your bank, or pay with another card.',
  );
  expect(screen.getByRole('region', { name: 'Plans' })).toBeVisible();
});

it('shows a past-due subscription with its billing details and the refusal', async () => {
  const pastDue = subscription({
    status: 'past_due',
    paymentFailure: { code: 'charge_exceeds_source_limit', message: 'Limit' },
  });
  await renderPlans({
    routes: plansRoutes({ 'GET /payment/subscription': () => ok(statusOf(pastDue)) }),
  });
  const panel = await screen.findByRole('region', { name: 'Your subscription' });
  expect(within(panel).getByText('Payment overdue')).toBeVisible();
  expect(within(panel).getByRole('alert')).toHaveTextContent(
    'Your last payment was refused: the subscription ends on 23 Dec 2026.',
  );
  expect(screen.queryByRole('region', { name: 'Plans' })).not.toBeInTheDocument();
});

it('buys packs of credits: the price on the button, then the new balance', async () => {
  let settled = false;
  const pending = {
    purchaseId: 'pu-1',
    status: 'pending' as const,
    packs: 2,
    credits: 20,
    amount: 2000,
    currency: 'GBP',
    failureCode: null,
    createdAt: '2026-11-23T10:00:00.000Z',
  };
  const { stub } = await renderPlans({
    routes: plansRoutes({
      'POST /payment/credits/buy': () =>
        ok({ purchase: pending, credits: credits({ purchases: [pending] }) }),
      'GET /payment/credits': () => {
        if (stub.callsTo('POST /payment/credits/buy').length === 0) return ok(credits());
        const done = settled;
        settled = true;
        return ok(
          done
            ? credits({ availableCredits: 40, purchases: [{ ...pending, status: 'succeeded' }] })
            : credits({ purchases: [pending] }),
        );
      },
    }),
  });
  const panel = await screen.findByRole('region', { name: 'Credits' });
  expect(within(panel).getByText('Credits available: 20')).toBeVisible();
  expect(within(panel).getByText('A pack of 10 credits costs £10.00.')).toBeVisible();
  await userEvent.selectOptions(within(panel).getByLabelText('Packs to buy'), '2');
  await userEvent.click(within(panel).getByRole('button', { name: 'Buy 20 credits for £20.00' }));

  expect(await within(panel).findByText('20 credits added to your balance.')).toBeVisible();
  expect(within(panel).getByText('Credits available: 40')).toBeVisible();
  expect(stub.callsTo('POST /payment/credits/buy')[0]?.body).toEqual({ quantity: 2 });
  await waitFor(() => expect(profileChanges).toHaveBeenCalledWith({ userId: 'cu-1' }));
});

it('keeps a purchase "being processed" when checking on it fails, without calling it failed', async () => {
  const pending = {
    purchaseId: 'pu-2',
    status: 'pending' as const,
    packs: 1,
    credits: 10,
    amount: 1000,
    currency: 'GBP',
    failureCode: null,
    createdAt: '2026-11-23T10:00:00.000Z',
  };
  const { stub } = await renderPlans({
    routes: plansRoutes({
      'POST /payment/credits/buy': () =>
        ok({ purchase: pending, credits: credits({ purchases: [pending] }) }),
      'GET /payment/credits': () =>
        stub.callsTo('POST /payment/credits/buy').length === 0
          ? ok(credits())
          : apiError(503, 'Unavailable', [], 'SERVICE_UNAVAILABLE'),
    }),
  });
  const panel = await screen.findByRole('region', { name: 'Credits' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Buy 10 credits for £10.00' }));
  await waitFor(() => expect(stub.callsTo('GET /payment/credits')).toHaveLength(2));
  expect(within(panel).getByText('Your payment is being processed…')).toBeVisible();
  expect(within(panel).queryByText('The credits could not be bought')).toBeNull();
  // The form is ready again for another purchase.
  await waitFor(() =>
    expect(within(panel).getByRole('button', { name: /Buy 10 credits/ })).not.toHaveAttribute(
      'aria-busy',
    ),
  );
});

it('says why credits could not be bought', async () => {
  await renderPlans({
    routes: plansRoutes({
      'POST /payment/credits/buy': () => apiError(422, 'Add a card', [], 'PAYMENT_METHOD_REQUIRED'),
    }),
  });
  const panel = await screen.findByRole('region', { name: 'Credits' });
  await userEvent.click(within(panel).getByRole('button', { name: 'Buy 10 credits for £10.00' }));
  const alert = await within(panel).findByRole('alert');
  expect(alert).toHaveTextContent('The credits could not be bought');
  expect(alert).toHaveTextContent('Add a card to pay with first.');
});

it('lists what moved the credits', async () => {
  await renderPlans({ routes: plansRoutes() });
  const history = await screen.findByRole('region', { name: 'History' });
  const [, row] = within(history).getAllByRole('row');
  expect(row).toHaveTextContent('1 Nov 2026Opening balance+20+5');
  expect(within(region('Way to pay')).getByText('Visa ending in 4242')).toBeVisible();
});

it('shows the plans in German', async () => {
  await renderPlans({ routes: plansRoutes(), lng: 'de' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pläne und Credits');
  expect(await screen.findByText('9,99 £ im Monat')).toBeVisible();
});

it('says plans are not available while the switch is off, and calls nothing', async () => {
  const { stub } = await renderPlans({ routes: plansRoutes(), features: {} });
  expect(
    await screen.findByText(
      'Plans and credits are not available to your account on this marketplace.',
    ),
  ).toBeVisible();
  expect(stub.calls).toEqual([]);
});

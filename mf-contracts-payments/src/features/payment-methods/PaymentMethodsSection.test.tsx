import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRemoteApp, createStageI18n, RemoteStage } from '@mp/remote-kit';
import { useLocation, type Location } from '@mp/router';
import { aCustomerUser, apiError, apiStub, ok, type StubHandler } from '@mp/test-kit';
import { FEATURE_NAMESPACES, loadLocale, NAMESPACE } from '../../locales';
import { MilestonesEnvironmentContext } from '../milestones/environment';
import { aCard } from '../milestones/test-support';
import { PaymentMethodsSection } from './PaymentMethodsSection';

const METHODS = 'GET /payment/payment-method/list';
const SETUP = 'POST /payment/account/customer';

/** Mounts the section inside the remote's AreaContext, as the shell's settings page does. */
async function renderSection(routes: Record<string, StubHandler>, path = '/customer/setting') {
  const stub = apiStub(routes);
  const leaveSite = jest.fn<void, [string]>();
  const seen: { location: Location | null } = { location: null };
  function Section() {
    seen.location = useLocation();
    return <PaymentMethodsSection />;
  }
  const App = createRemoteApp({
    name: 'mf_contracts_payments',
    namespace: NAMESPACE,
    featureNamespaces: FEATURE_NAMESPACES,
    loadLocale,
    nav: [],
    Routes: Section,
  });
  render(
    <MilestonesEnvironmentContext.Provider value={{ leaveSite, settleCheckMs: 60_000 }}>
      <RemoteStage
        App={App}
        i18n={await createStageI18n('en', App)}
        path={path}
        user={aCustomerUser()}
        http={stub.http}
      />
    </MilestonesEnvironmentContext.Provider>,
  );
  return { stub, leaveSite, location: () => seen.location };
}

it('lists the ways to pay, the newest one used for payments, and what may be added', async () => {
  await renderSection({
    [METHODS]: () =>
      ok({
        paymentMethods: [
          aCard({
            id: 'pm-old',
            label: 'Mastercard',
            last4: '4444',
            expMonth: 3,
            expYear: 2027,
            isDefault: false,
          }),
          aCard(),
        ],
        available: ['card', 'bacs_debit'],
      }),
  });
  const section = await screen.findByRole('region', { name: 'Ways to pay' });
  expect(section).toHaveAttribute('id', 'payment-methods');
  const list = await within(section).findByRole('list', { name: 'Your ways to pay' });
  const [older, newest] = within(list).getAllByRole('listitem');
  expect(older).toHaveTextContent('CardMastercard ending in 4444Expires 03/27');
  expect(newest).toHaveTextContent('CardVisa ending in 4242Expires 12/30Used for payments');
  expect(
    within(section).getByText('You can add: Card, UK bank account (BACS Direct Debit).'),
  ).toBeVisible();
});

it("sends the customer to the provider's page to add a card, in the tenant's currency", async () => {
  const { stub, leaveSite } = await renderSection({
    [METHODS]: () => ok({ paymentMethods: [], available: ['card'] }),
    [SETUP]: () =>
      ok({
        paymentMethods: [],
        setupLink: {
          url: 'http://api.test/payment/sandbox/setup?tenant=demo&token=t1',
          expiresAt: '2026-11-20T10:10:00.000Z',
        },
      }),
  });
  expect(
    await screen.findByText('No card or bank account yet. Add one to pay for milestones.'),
  ).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Add a card or bank account' }));
  await waitFor(() =>
    expect(leaveSite).toHaveBeenCalledWith(
      'http://api.test/payment/sandbox/setup?tenant=demo&token=t1',
    ),
  );
  expect(stub.callsTo(SETUP)[0]?.body).toEqual({
    currency: 'GBP',
    returnPath: '/customer/setting#payment-methods',
  });
  expect(screen.getByText('Taking you to the payment provider…')).toBeVisible();
});

it('shows why the provider could not be opened, and never follows a link that is not a web address', async () => {
  let answer = apiError(422, 'This marketplace charges in EUR', [], 'UNPROCESSABLE');
  const { leaveSite } = await renderSection({
    [METHODS]: () => ok({ paymentMethods: [], available: ['card'] }),
    [SETUP]: () => answer,
  });
  const add = await screen.findByRole('button', { name: 'Add a card or bank account' });
  await userEvent.click(add);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The payment provider could not be opened');
  expect(alert).toHaveTextContent('This marketplace charges in EUR');

  answer = ok({
    paymentMethods: [],
    setupLink: { url: 'javascript:alert(1)', expiresAt: '2026-11-20T10:10:00.000Z' },
  });
  await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
  await userEvent.click(add);
  expect(
    await screen.findByText(
      'The payment provider sent an address we cannot open. Please try again.',
    ),
  ).toBeVisible();
  expect(leaveSite).not.toHaveBeenCalled();
});

it('welcomes the customer back from the provider with the list read afresh, and tidies the address', async () => {
  const { stub, location } = await renderSection(
    { [METHODS]: () => ok({ paymentMethods: [aCard()], available: ['card'] }) },
    '/customer/setting?onboarding=returned#payment-methods',
  );
  expect(await screen.findByText('Welcome back. Your ways to pay are up to date.')).toBeVisible();
  expect(screen.getByText('Visa ending in 4242')).toBeVisible();
  expect(stub.callsTo(METHODS)).toHaveLength(1);
  await waitFor(() => expect(location()?.search).toBe(''));
  expect(location()?.hash).toBe('#payment-methods');
});

it('shows a load failure with a retry', async () => {
  let fail = true;
  await renderSection({
    [METHODS]: () =>
      fail ? apiError(500, 'boom') : ok({ paymentMethods: [aCard()], available: ['card'] }),
  });
  expect(await screen.findByText('Your ways to pay could not be loaded')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Visa ending in 4242')).toBeVisible();
});

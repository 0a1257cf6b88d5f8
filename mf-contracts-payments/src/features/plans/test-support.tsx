// Fixtures of the plans screen, and the remote mounted at /customer/plans the way the shell
// mounts it, over @mp/test-kit's API stub.
import { render } from '@testing-library/react';
import type {
  CreditHistoryEntry,
  CreditsResponse,
  PaymentMethodView,
  PlanView,
  SubscriptionStatusResponse,
  SubscriptionView,
} from '@mp/contracts';
import { createStageI18n, RemoteStage } from '@mp/remote-kit';
import { aCustomerUser, apiStub, ok, type ApiStub, type StubHandler } from '@mp/test-kit';
import { ContractsPaymentsApp } from '../../exposed/App';
import { PaymentAccountEnvironmentContext } from '../payment-account/environment';

export const STARTER: PlanView = {
  planId: 'starter',
  name: 'Starter',
  description: 'For the occasional booking.',
  price: 999,
  currency: 'GBP',
  interval: 'month',
  monthlyCredits: 20,
  features: ['Book services with credits'],
};

export const YEARLY: PlanView = {
  planId: 'professional-yearly',
  name: 'Professional, yearly',
  description: '',
  price: 29990,
  currency: 'GBP',
  interval: 'year',
  monthlyCredits: 100,
  features: [],
};

export const CARD: PaymentMethodView = {
  id: 'pm_1',
  type: 'card',
  label: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
};

export const NO_SUBSCRIPTION: SubscriptionStatusResponse = {
  active: false,
  showBilling: false,
  subscription: null,
};

export function subscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    subscriptionId: 'sub-1',
    planId: 'starter',
    planName: 'Starter',
    price: 999,
    currency: 'GBP',
    interval: 'month',
    monthlyCredits: 20,
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: '2026-11-23T10:00:00.000Z',
    currentPeriodEnd: '2026-12-23T10:00:00.000Z',
    paymentFailure: null,
    ...overrides,
  };
}

/** A status as GET /payment/subscription answers it for that subscription. */
export function statusOf(view: SubscriptionView): SubscriptionStatusResponse {
  const live = ['incomplete', 'active', 'past_due'].includes(view.status);
  return { active: view.status === 'active', showBilling: live, subscription: view };
}

export function credits(overrides: Partial<CreditsResponse> = {}): CreditsResponse {
  return {
    availableCredits: 20,
    availableAllowance: 5,
    allowanceResetsAt: null,
    creditPack: { credits: 10, price: 1000, currency: 'GBP' },
    purchases: [],
    ...overrides,
  };
}

export const OPENING: CreditHistoryEntry = {
  entryId: 'opening:cu-1',
  kind: 'opening',
  credits: 20,
  allowance: 5,
  reference: 'opening:cu-1',
  createdAt: '2026-11-01T09:00:00.000Z',
};

/** The calls the screen loads with, answering a user with no subscription and a card. */
export function plansRoutes(overrides: Record<string, StubHandler> = {}) {
  return {
    'GET /payment/subscription': () => ok(NO_SUBSCRIPTION),
    'GET /payment/subscription/plans': () =>
      ok({ plans: [STARTER, YEARLY], creditPack: credits().creditPack }),
    'GET /payment/credits': () => ok(credits()),
    'GET /payment/payment-method/list': () => ok({ paymentMethods: [CARD], available: ['card'] }),
    'GET /payment/credits/history': () => ok({ entries: [OPENING] }),
    ...overrides,
  };
}

export interface RenderedPlans {
  stub: ApiStub;
  leaveSite: jest.Mock<void, [string]>;
}

/** Mounts the remote at the plans screen, with the switch on unless `features` says otherwise. */
export async function renderPlans(options: {
  routes: Record<string, StubHandler>;
  lng?: string;
  features?: Record<string, boolean>;
}): Promise<RenderedPlans> {
  const stub = apiStub(options.routes);
  const leaveSite = jest.fn<void, [string]>();
  render(
    <PaymentAccountEnvironmentContext.Provider value={{ leaveSite, pollDelaysMs: [0, 0, 0] }}>
      <RemoteStage
        App={ContractsPaymentsApp}
        i18n={await createStageI18n(options.lng ?? 'en', ContractsPaymentsApp)}
        path="/customer/plans"
        user={aCustomerUser()}
        features={options.features ?? { stripeSubscriptions: true }}
        http={stub.http}
      />
    </PaymentAccountEnvironmentContext.Provider>,
  );
  return { stub, leaveSite };
}

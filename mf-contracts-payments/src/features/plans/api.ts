import {
  buyCredits as buyCreditsCall,
  cancelSubscription as cancelSubscriptionCall,
  createCustomerPaymentAccount,
  getCredits,
  getSubscription,
  listCreditHistory,
  listPaymentMethods,
  listSubscriptionPlans,
  subscribe as subscribeCall,
  type ApiClient,
  type BuyCreditsResponse,
  type CreditHistoryEntry,
  type CreditsResponse,
  type PaymentMethodView,
  type PlansResponse,
  type SubscriptionStatusResponse,
} from '@mp/contracts';

/** Everything the plans screen shows, loaded together. */
export interface PlansData {
  status: SubscriptionStatusResponse;
  offer: PlansResponse;
  credits: CreditsResponse;
  methods: PaymentMethodView[];
  history: CreditHistoryEntry[];
}

export async function loadPlansData(api: ApiClient, signal: AbortSignal): Promise<PlansData> {
  const [status, offer, credits, methods, history] = await Promise.all([
    api.call(getSubscription, { signal }),
    api.call(listSubscriptionPlans, { signal }),
    api.call(getCredits, { signal }),
    api.call(listPaymentMethods, { signal }),
    api.call(listCreditHistory, { signal }),
  ]);
  return { status, offer, credits, methods: methods.paymentMethods, history: history.entries };
}

export function fetchStatus(api: ApiClient): Promise<SubscriptionStatusResponse> {
  return api.call(getSubscription);
}

export function fetchCredits(api: ApiClient): Promise<CreditsResponse> {
  return api.call(getCredits);
}

export async function fetchHistory(api: ApiClient): Promise<CreditHistoryEntry[]> {
  return (await api.call(listCreditHistory)).entries;
}

/** `idempotencyKey`: one per click, reused if the same click's request is sent again. */
export function subscribeToPlan(
  api: ApiClient,
  planId: string,
  idempotencyKey?: string,
): Promise<SubscriptionStatusResponse> {
  return api.call(subscribeCall, { body: { planId }, idempotencyKey });
}

export function cancelSubscription(api: ApiClient): Promise<SubscriptionStatusResponse> {
  return api.call(cancelSubscriptionCall, { body: {} });
}

export function buyCreditPacks(api: ApiClient, quantity: number): Promise<BuyCreditsResponse> {
  return api.call(buyCreditsCall, { body: { quantity } });
}

/** A single-use link to the provider's page that adds a card, returning to `returnPath`. */
export async function cardSetupLink(
  api: ApiClient,
  currency: string,
  returnPath: string,
): Promise<string | null> {
  const answer = await api.call(createCustomerPaymentAccount, { body: { currency, returnPath } });
  return answer.setupLink?.url ?? null;
}

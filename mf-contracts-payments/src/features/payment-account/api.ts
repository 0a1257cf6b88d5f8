import {
  createPaymentAccountLink,
  getPaymentAccount,
  setPaymentExternalAccount,
  updatePaymentAccount,
  type ApiClient,
  type ExternalAccountBody,
  type PaymentAccountLinkResponse,
  type PaymentAccountResponse,
} from '@mp/contracts';

/** Where the provider sends the browser back to; the hash brings the user to this section. */
export const ONBOARDING_RETURN_PATH = '/freelancer/setting#payment-account';

/** The payment account; `refresh` asks the provider again instead of the cached copy. */
export function fetchPaymentAccount(
  api: ApiClient,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<PaymentAccountResponse> {
  return api.call(getPaymentAccount, {
    query: options.refresh ? { refresh: 'true' } : undefined,
    signal: options.signal,
  });
}

/** Creates the provider account when there is none. */
export function createPaymentAccount(api: ApiClient): Promise<PaymentAccountResponse> {
  return api.call(updatePaymentAccount, { body: {} });
}

export function saveStatementDescriptor(
  api: ApiClient,
  descriptor: string,
): Promise<PaymentAccountResponse> {
  return api.call(updatePaymentAccount, { body: { updateStatementDescriptor: descriptor } });
}

/** A single-use link to the provider's onboarding, returning to this section. */
export function createOnboardingLink(api: ApiClient): Promise<PaymentAccountLinkResponse> {
  return api.call(createPaymentAccountLink, { body: { returnPath: ONBOARDING_RETURN_PATH } });
}

/** The bank account payouts go to. */
export function saveExternalAccount(
  api: ApiClient,
  body: ExternalAccountBody,
): Promise<PaymentAccountResponse> {
  return api.call(setPaymentExternalAccount, { body });
}

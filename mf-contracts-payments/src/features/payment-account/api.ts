import type {
  ApiClient,
  ExternalAccountBody,
  PaymentAccountLinkResponse,
  PaymentAccountResponse,
} from '@mp/contracts';

/** Where the provider sends the browser back to; the hash brings the user to this section. */
export const ONBOARDING_RETURN_PATH = '/freelancer/setting#payment-account';

/** GET /payment/account; `refresh` asks the provider again instead of the cached copy. */
export function fetchPaymentAccount(
  api: ApiClient,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<PaymentAccountResponse> {
  return api.get<PaymentAccountResponse>('/payment/account', {
    query: options.refresh ? { refresh: 'true' } : undefined,
    signal: options.signal,
  });
}

/** POST /payment/account {}: creates the provider account when there is none. */
export function createPaymentAccount(api: ApiClient): Promise<PaymentAccountResponse> {
  return api.post<PaymentAccountResponse>('/payment/account', { body: {} });
}

/** POST /payment/account {updateStatementDescriptor}. */
export function saveStatementDescriptor(
  api: ApiClient,
  descriptor: string,
): Promise<PaymentAccountResponse> {
  return api.post<PaymentAccountResponse>('/payment/account', {
    body: { updateStatementDescriptor: descriptor },
  });
}

/** POST /payment/account/link {returnPath}: a single-use link to the provider's onboarding. */
export function createOnboardingLink(api: ApiClient): Promise<PaymentAccountLinkResponse> {
  return api.post<PaymentAccountLinkResponse>('/payment/account/link', {
    body: { returnPath: ONBOARDING_RETURN_PATH },
  });
}

/** POST /payment/account/external-account: the bank account payouts go to. */
export function saveExternalAccount(
  api: ApiClient,
  body: ExternalAccountBody,
): Promise<PaymentAccountResponse> {
  return api.post<PaymentAccountResponse>('/payment/account/external-account', { body });
}

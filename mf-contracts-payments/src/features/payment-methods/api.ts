import {
  createCustomerPaymentAccount,
  type ApiClient,
  type CustomerAccountResponse,
} from '@mp/contracts';

/** Where the provider's page sends the browser back: this section, on the settings page. */
export const PAYMENT_METHODS_RETURN_PATH = '/customer/setting#payment-methods';

/**
 * Makes the customer a payer at the provider (once) in the tenant's currency and answers a
 * single-use link to its page that adds a card or bank debit (docs/payments.md#paying).
 */
export function createSetupLink(
  http: ApiClient,
  currency: string,
): Promise<CustomerAccountResponse> {
  return http.call(createCustomerPaymentAccount, {
    body: { currency, returnPath: PAYMENT_METHODS_RETURN_PATH },
  });
}

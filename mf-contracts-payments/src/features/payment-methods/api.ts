import {
  createCustomerPaymentAccount,
  getSettings,
  type ApiClient,
  type CustomerAccountResponse,
} from '@mp/contracts';
import { currencyOfSign } from '../milestones/money';

/** Where the provider's page sends the browser back: this section, on the settings page. */
export const PAYMENT_METHODS_RETURN_PATH = '/customer/setting#payment-methods';

/** The tenant's currency, read from its public settings (docs/payments.md#amounts). */
export async function fetchTenantCurrency(http: ApiClient): Promise<string> {
  const settings = await http.call(getSettings);
  return currencyOfSign(settings.currencySign);
}

/**
 * Makes the customer a payer at the provider (once) and answers a single-use link to its page
 * that adds a card or bank debit (docs/payments.md#paying).
 */
export async function createSetupLink(http: ApiClient): Promise<CustomerAccountResponse> {
  const currency = await fetchTenantCurrency(http);
  return http.call(createCustomerPaymentAccount, {
    body: { currency, returnPath: PAYMENT_METHODS_RETURN_PATH },
  });
}

/**
 * The payments domain's public module: the provider's account updates and webhook events, and
 * the seed's accounts.
 */
export { recordProviderUpdate } from './accounts';
export { applyProviderEvent } from './events';
export { seedPaymentAccounts, type PaymentAccountSeed } from './seed';

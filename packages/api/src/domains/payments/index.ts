/** The payments domain's public module: the provider's account updates and the seed's accounts. */
export { recordProviderUpdate } from './accounts';
export { seedPaymentAccounts, type PaymentAccountSeed } from './seed';

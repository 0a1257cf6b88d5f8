/**
 * The payments domain's public module: the provider's account updates and webhook events, the
 * seed's accounts, and what plans and credits build on: payers and their ways to pay, the
 * tenant's currency, the ledger, and provider calls whose refusals become answers.
 */
export { askProvider, recordProviderUpdate } from './accounts';
export { tenantCurrency } from './currency';
export { findPaymentCustomer, paymentMethodsOf } from './customers';
export { applyProviderEvent } from './events';
export { CREDITS_UNIT, LEDGER_ACCOUNTS, post, type LedgerLine, type LedgerPosting } from './ledger';
export { seedPaymentAccounts, type PaymentAccountSeed } from './seed';
export { payIn, type PaymentsServices } from './charges';
export { recordRefund, refundAtProvider, settledChargeOf } from './refunds';
export {
  heldByDispute,
  paidInCharge,
  refundShareAtProvider,
  settleDisputedCharge,
  type DisputeShares,
} from './disputes';
export { sendPayout, type PayoutRow } from './payouts';
export {
  assertIdentityVerified,
  identityVerificationRefusal,
  requiresIdentityVerification,
} from './identity-verification';

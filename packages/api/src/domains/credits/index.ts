/**
 * The credits domain's public module (docs/payments.md#credits): a user's balances, spending
 * and refunding credits (for what is paid in credits, such as bookings), the monthly
 * allowance, and purchases settled by the provider's webhooks.
 */
export { walletOf, lockWallet, type Wallet } from './wallet';
export {
  NOT_ENOUGH_CREDITS,
  refundCredits,
  spendCredits,
  type CreditSpend,
  type CreditSpendInput,
} from './spend';
export { creditReferral } from './referral';
export { expireAllowance, grantCredits, resetAllowance, type AllowanceMonth } from './allowance';
export { creditPackOf, isCreditPurchaseReference, settleCreditPurchase } from './purchases';

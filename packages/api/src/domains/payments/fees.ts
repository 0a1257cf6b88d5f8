/**
 * What a customer pays for an amount (docs/payments.md#fees): the amount, the provider's fee
 * (1.9 % plus 0.20 of the currency, rounded to its minor unit) and the job's tax on the amount.
 * The freelancer receives the amount; the customer pays the fee and the tax on top.
 */
import { currencyDigits, PAYMENT_PROVIDER_FEE, type ChargeQuote, type JobTax } from '@mp/contracts';

export function feeFixedMinor(currency: string): number {
  return Math.round(PAYMENT_PROVIDER_FEE.fixed * 10 ** currencyDigits(currency));
}

/** The provider's fee on an amount in minor units; nothing is charged on nothing. */
export function feeOn(amount: number, currency: string): number {
  if (amount <= 0) return 0;
  return Math.round(amount * PAYMENT_PROVIDER_FEE.rate) + feeFixedMinor(currency);
}

/** The job's tax on an amount; none without a tax or with type NONE. */
export function taxOn(amount: number, tax: Pick<JobTax, 'taxType' | 'taxRate'> | null): number {
  if (tax === null || tax.taxType === 'NONE' || tax.taxRate <= 0) return 0;
  return Math.round((amount * tax.taxRate) / 100);
}

export function quote(
  amount: number,
  currency: string,
  tax: Pick<JobTax, 'taxType' | 'taxRate'> | null,
): ChargeQuote {
  const fee = feeOn(amount, currency);
  const taxAmount = taxOn(amount, tax);
  return {
    amount,
    fee,
    tax: taxAmount,
    total: amount + fee + taxAmount,
    currency,
    feeRate: PAYMENT_PROVIDER_FEE.rate,
    feeFixed: feeFixedMinor(currency),
  };
}

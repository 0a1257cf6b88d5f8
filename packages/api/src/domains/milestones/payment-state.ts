/**
 * What a milestone and a recurring cycle both record of their money (migrations/014 and 015):
 * the last failed payment and the freelancer's payout, as columns and as the parties see them.
 */
import type { PaymentErrorCode, PaymentFailure, PayoutStatus, PayoutView } from '@mp/contracts';
import { isoTime } from '../../db/time';

export interface PaymentStateRow {
  payment_failure_code: PaymentErrorCode | null;
  payment_failure_message: string | null;
  payment_failed_at: Date | string | null;
  payout_status: PayoutStatus | null;
  payout_amount: number | string | null;
  payout_currency: string | null;
  payout_failure_code: PaymentErrorCode | null;
  payout_updated_at: Date | string | null;
}

export const PAYMENT_STATE_COLUMNS = `payment_failure_code, payment_failure_message,
  payment_failed_at, payout_status, payout_amount, payout_currency, payout_failure_code,
  payout_updated_at`;

export function paymentFailureOf(row: PaymentStateRow): PaymentFailure | null {
  if (row.payment_failure_code === null || row.payment_failed_at === null) return null;
  return {
    code: row.payment_failure_code,
    message: row.payment_failure_message ?? '',
    at: isoTime(row.payment_failed_at),
  };
}

export function payoutOf(row: PaymentStateRow): PayoutView | null {
  if (row.payout_status === null || row.payout_updated_at === null) return null;
  return {
    status: row.payout_status,
    amount: Number(row.payout_amount ?? 0),
    currency: row.payout_currency ?? '',
    failureCode: row.payout_failure_code,
    updatedAt: isoTime(row.payout_updated_at),
  };
}

/**
 * Paying a milestone in crypto (docs/payments.md#crypto): the customer names the address they
 * pay from and is given the milestone's escrow address, the amount to send and a link to the
 * provider's wallet page; the transfer's hash then pays the milestone (POST
 * /milestones/{milestoneId}/pay with `transactionHash`). Amounts are minor units of the
 * tenant's currency (docs/payments.md#amounts).
 */
import { z } from 'zod';
import { zMinorAmount } from '../entities/common';
import { zDateTime } from '../tenant/primitives';
import { ZMilestoneView } from './milestones';

/**
 * What the provider's wallet page adds to the return URL: the milestone being paid (set by
 * the API) and the hash of the transfer sent (set by the provider).
 */
export const CRYPTO_RETURN_QUERY = {
  milestoneId: 'cryptoMilestoneId',
  transactionHash: 'transactionHash',
} as const;

/** An address in EIP-55 checksum form (the specification's own example). */
export const EXAMPLE_CRYPTO_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/**
 * POST /jobs/{jobId}/milestones/{milestoneId}/smartContract: the customer's address the payment
 * is sent from (checked like payeeAddress), and where on this site the wallet page returns to
 * (default: the contract's page).
 */
export const ZSmartContractBody = z.strictObject({
  payerAddress: z
    .string()
    .min(1)
    .max(200)
    .meta({ examples: [EXAMPLE_CRYPTO_ADDRESS] }),
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'A path of this site, starting with one /')
    .optional(),
});
export type SmartContractBody = z.input<typeof ZSmartContractBody>;

export const ZSmartContractResponse = z.object({
  milestone: ZMilestoneView,
  payerAddress: z.string(),
  payeeAddress: z.string(),
  /** The milestone's escrow: the transfer goes here. */
  escrowAddress: z.string(),
  /** The milestone's amount, the job's tax on it, and their sum: what to send at least. */
  amount: zMinorAmount,
  tax: zMinorAmount,
  total: zMinorAmount,
  currency: z.string(),
  /** The provider's wallet page, single-use; it returns with `transactionHash` in the URL. */
  walletLink: z.object({ url: z.string(), expiresAt: zDateTime }),
});
export type SmartContractResponse = z.infer<typeof ZSmartContractResponse>;

/**
 * The freelancer's payment (payout) account (docs/payments.md: its calls, status and flags).
 * The provider is behind an interface in the API; the
 * built-in sandbox provider onboards on its own hosted page, as a real provider does, so the
 * app never collects identity details itself. See docs/payments.md.
 */
import { z } from 'zod';
import { ZPaymentAccount } from '../entities/payments';
import { zDateTime } from '../tenant/primitives';

/** GET /payment/account ?refresh: the cached account; `refresh=true` asks the provider again. */
export const ZPaymentAccountQuery = z.strictObject({
  refresh: z.enum(['true', 'false']).optional(),
});
export type PaymentAccountQuery = z.infer<typeof ZPaymentAccountQuery>;

/** The bank account payouts go to, as the provider reports it (never the full number). */
export const ZExternalAccountView = z.strictObject({
  accountHolderName: z.string(),
  bankName: z.string(),
  country: z.string().length(2),
  currency: z.string().length(3),
  last4: z.string().length(4),
});
export type ExternalAccountView = z.infer<typeof ZExternalAccountView>;

/** Payout statement descriptor rule of the usual providers: 5-22 characters, one letter or more. */
export const STATEMENT_DESCRIPTOR_RULE = {
  min: 5,
  max: 22,
  forbidden: /[<>\\'"*]/,
  needsLetter: /[A-Za-z]/,
} as const;

export const zStatementDescriptor = z
  .string()
  .trim()
  .min(STATEMENT_DESCRIPTOR_RULE.min, 'Use at least 5 characters')
  .max(STATEMENT_DESCRIPTOR_RULE.max, 'Use at most 22 characters')
  .refine((value) => !STATEMENT_DESCRIPTOR_RULE.forbidden.test(value), {
    message: 'Leave out < > \\ \' " and *',
  })
  .refine((value) => STATEMENT_DESCRIPTOR_RULE.needsLetter.test(value), {
    message: 'Use at least one letter',
  });

/** What GET and POST /payment/account answer: the account entity plus what the screen shows. */
export const ZPaymentAccountResponse = ZPaymentAccount.extend({
  externalAccount: ZExternalAccountView.nullable(),
  statementDescriptor: z.string().nullable(),
  /** When the provider was last asked (the cache's age); null before an account exists. */
  refreshedAt: zDateTime.nullable(),
});
export type PaymentAccountResponse = z.infer<typeof ZPaymentAccountResponse>;

/**
 * POST /payment/account {updateStatementDescriptor?}: creates the provider account when the
 * freelancer has none (status 0 -> 1) and sets the payout statement descriptor when given.
 */
export const ZUpdatePaymentAccountBody = z.strictObject({
  updateStatementDescriptor: zStatementDescriptor.optional(),
});
export type UpdatePaymentAccountBody = z.input<typeof ZUpdatePaymentAccountBody>;

/**
 * POST /payment/account/link {returnPath}: a single-use, short-lived link to the provider's
 * hosted onboarding; the provider sends the browser back to `returnPath` on the caller's site.
 */
export const ZPaymentAccountLinkBody = z.strictObject({
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Use a path on this site, starting with one /')
    .meta({ examples: ['/freelancer/settings#payment-account'] }),
});
export type PaymentAccountLinkBody = z.infer<typeof ZPaymentAccountLinkBody>;

export const ZPaymentAccountLinkResponse = z.strictObject({
  url: z.url(),
  expiresAt: zDateTime,
});
export type PaymentAccountLinkResponse = z.infer<typeof ZPaymentAccountLinkResponse>;

/**
 * POST /payment/account/external-account: the bank account that receives payouts. `routingNumber`
 * is the bank code of the country (routing number, sort code); an IBAN goes in `accountNumber`.
 */
export const ZExternalAccountBody = z.strictObject({
  accountHolderName: z.string().trim().min(2).max(100),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use the two-letter country code')
    .meta({ examples: ['GB'] })
    .transform((value) => value.toUpperCase()),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Use the three-letter currency code')
    .meta({ examples: ['gbp'] })
    .transform((value) => value.toLowerCase()),
  routingNumber: z
    .string()
    .trim()
    .regex(/^[0-9-]{0,12}$/, 'Use digits only')
    .optional(),
  accountNumber: z
    .string()
    .trim()
    .meta({ examples: ['000123456789'] })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^([0-9]{4,17}|[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30})$/, 'Use 4-17 digits or an IBAN'),
    ),
});
export type ExternalAccountBody = z.input<typeof ZExternalAccountBody>;

/**
 * Identity verification of customers and freelancers through the payment provider
 * (docs/payments.md#identity-verification). The sandbox provider's form is the app's own; a
 * real provider's hosted check replaces it without changing these shapes.
 */
import { z } from 'zod';

export const IDENTITY_STATUSES = ['unverified', 'pending', 'verified', 'refused'] as const;
export const ZIdentityStatus = z.enum(IDENTITY_STATUSES);
export type IdentityStatus = z.infer<typeof ZIdentityStatus>;

/** GET and POST /payment/identity/verification: where the caller's verification stands. */
export const ZIdentityVerification = z.object({
  status: ZIdentityStatus,
  /** The provider's reason, while refused. */
  reason: z.string().nullable(),
  startedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Whether the tenant's requireIdentityVerification switch holds the caller back until verified. */
  required: z.boolean(),
  /** Whether the caller may start a verification (the identityVerification switch, or required). */
  offered: z.boolean(),
});
export type IdentityVerification = z.infer<typeof ZIdentityVerification>;

/** Document numbers: letters and digits, as printed on a passport or national identity card. */
export const zIdentityDocumentNumber = z
  .string()
  .trim()
  .min(5, 'Use at least 5 characters')
  .max(30, 'Use at most 30 characters')
  .regex(/^[A-Za-z0-9]+$/, 'Use only letters and digits');

/** POST /payment/identity/verification: the document the provider checks. */
export const ZStartIdentityVerificationBody = z
  .strictObject({
    fullName: z
      .string()
      .trim()
      .min(2, 'Give the name as printed on the document')
      .max(120, 'Use at most 120 characters'),
    documentNumber: zIdentityDocumentNumber,
  })
  .meta({ examples: [{ fullName: 'Ada Lovelace', documentNumber: 'ID000000' }] });
export type StartIdentityVerificationBody = z.infer<typeof ZStartIdentityVerificationBody>;

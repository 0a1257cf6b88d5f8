/**
 * The payment provider behind the freelancers' payout accounts (docs/payments.md). The API
 * talks to it only through this interface; the built-in sandbox (./sandbox) behaves like a
 * hosted-onboarding provider (accounts, requirements, verification, bank accounts, failures
 * you can trigger). A real provider plugs in as another implementation (docs/payments.md).
 */
import type { ExternalAccountView, ONBOARDED_TYPES, PaymentRequirements } from '@mp/contracts';

export type OnboardedType = (typeof ONBOARDED_TYPES)[number];

/** Which account, of which tenant: every provider call is tenant-scoped. */
export interface ProviderAccountRef {
  tenantId: string;
  accountId: string;
}

/** The provider's requirements, plus what it is verifying right now (Stripe-like). */
export interface ProviderRequirements extends PaymentRequirements {
  pending_verification: string[];
}

/** The account as the provider reports it; our status and flags are derived from this. */
export interface ProviderAccount {
  id: string;
  /** The onboarding details (identity, terms) were submitted on the hosted page. */
  detailsSubmitted: boolean;
  businessType: OnboardedType | null;
  requirements: ProviderRequirements;
  futureRequirements: PaymentRequirements;
  externalAccount: ExternalAccountView | null;
  statementDescriptor: string | null;
}

/** A bank account as the API validated it (ZExternalAccountBody's output). */
export interface BankAccountInput {
  accountHolderName: string;
  country: string;
  currency: string;
  routingNumber?: string | undefined;
  accountNumber: string;
}

export interface AccountLinkOptions {
  /** Where the hosted page sends the browser back to (the caller's site). */
  returnUrl: string;
  /** The origin this API was reached on; the sandbox serves its hosted page there. */
  serviceOrigin: string;
}

export interface AccountLink {
  url: string;
  expiresAt: Date;
}

/**
 * The payment error codes a provider's account call can answer
 * (docs/payments.md#payment-error-codes).
 */
export type ProviderErrorCode =
  'bank_account_declined' | 'change_external_account' | 'contact_support' | 'retry';

/** A provider's refusal of what was sent (never a fault of ours): `param` names the input. */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    readonly param: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  /** Stored with each cached account, so accounts of another provider are never mixed up. */
  readonly kind: string;
  /** A new account for the platform's `reference` (our user id); nothing submitted yet. */
  createAccount(input: { tenantId: string; reference: string }): Promise<ProviderAccount>;
  /** The account now, or null when the provider has no such account (for this tenant). */
  retrieveAccount(ref: ProviderAccountRef): Promise<ProviderAccount | null>;
  /** A single-use, short-lived link to the provider's hosted onboarding for this account. */
  createAccountLink(ref: ProviderAccountRef, options: AccountLinkOptions): Promise<AccountLink>;
  /** Sets (replaces) the payout bank account; throws PaymentProviderError when declined. */
  setExternalAccount(ref: ProviderAccountRef, bank: BankAccountInput): Promise<ProviderAccount>;
  updateStatementDescriptor(ref: ProviderAccountRef, descriptor: string): Promise<ProviderAccount>;
}

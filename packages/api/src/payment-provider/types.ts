/**
 * The payment provider behind the freelancers' payout accounts (docs/payments.md). The API
 * talks to it only through this interface; the built-in sandbox (./sandbox) behaves like a
 * hosted-onboarding provider (accounts, requirements, verification, bank accounts, failures
 * you can trigger). A real provider plugs in as another implementation (docs/payments.md).
 */
import type {
  ExternalAccountView,
  ONBOARDED_TYPES,
  PaymentErrorCode,
  PaymentMethodType,
  PaymentRequirements,
  PlanInterval,
  SubscriptionStatus,
} from '@mp/contracts';

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

/** The payment error codes a provider answers (docs/payments.md#payment-error-codes). */
export type ProviderErrorCode = PaymentErrorCode;

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

/** A payer's saved way to pay (a card or a bank debit mandate), as the provider describes it. */
export interface ProviderPaymentMethod {
  id: string;
  type: PaymentMethodType;
  /** Card brand (visa, mastercard...) or the bank's name. */
  label: string;
  last4: string;
  /** Cards only. */
  expMonth: number | null;
  expYear: number | null;
  createdAt: Date;
}

export interface ProviderCustomerRef {
  tenantId: string;
  customerId: string;
}

export interface SetupLinkOptions extends AccountLinkOptions {
  /** The ways to pay the page offers (cards always; bank debits where the tenant allows). */
  methods: readonly PaymentMethodType[];
}

export type ProviderMoneyStatus = 'pending' | 'succeeded' | 'failed';

/** A charge of a payer's method (a pay-in). Outcomes arrive later as webhook events. */
export interface ProviderCharge {
  id: string;
  status: ProviderMoneyStatus;
  failureCode: PaymentErrorCode | null;
  failureMessage: string | null;
}

/** A transfer to a payee's connected account (a payout). Outcomes arrive as webhook events. */
export type ProviderTransfer = ProviderCharge;

export interface ChargeInput {
  tenantId: string;
  customerId: string;
  paymentMethodId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** Ours, echoed in the outcome's event (e.g. our charge id). */
  reference: string;
  /** The same key returns the same charge: a retried request never charges twice. */
  idempotencyKey: string;
}

/** Gives a settled charge's money back to the payer, whole (a cancelled booking). */
export interface RefundInput {
  tenantId: string;
  /** The provider's id of the charge. */
  chargeId: string;
  /** Minor units; the whole charge, or part of it (a dispute's refund). */
  amount: number;
  /** The same key answers the same refund: a retried request never refunds twice. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  chargeId: string;
  status: 'succeeded';
}

export interface TransferInput {
  tenantId: string;
  accountId: string;
  amount: number;
  currency: string;
  description: string;
  reference: string;
  idempotencyKey: string;
}

/**
 * An escrow address on the provider's chain that holds one payment in crypto until it is
 * released (docs/payments.md#crypto). Addresses are in EIP-55 checksum form.
 */
export interface ProviderEscrow {
  address: string;
  /** Ours (the milestone id): the same reference answers the same escrow. */
  reference: string;
  currency: string;
}

export interface ProviderEscrowRef {
  tenantId: string;
  address: string;
}

/**
 * A transfer on the provider's chain of its stablecoin of `currency` (one unit is one unit of
 * the currency): final once the provider reports it.
 */
export interface ChainTransfer {
  /** `0x` and 64 lower-case hexadecimal digits. */
  hash: string;
  from: string;
  to: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  at: Date;
}

export interface WalletLinkOptions extends AccountLinkOptions {
  /** The payer's address the transfer is sent from. */
  from: string;
  /** What to send, in minor units of `currency`. */
  amount: number;
  currency: string;
}

export interface EscrowReleaseInput {
  tenantId: string;
  escrowAddress: string;
  /** The payee's address. */
  to: string;
  amount: number;
  currency: string;
  /** The same key answers the same transfer: a retried release never pays twice. */
  idempotencyKey: string;
}

/** A plan the provider sells (docs/payments.md#subscriptions-and-plans). */
export interface ProviderPlan {
  id: string;
  name: string;
  description: string;
  /** Minor units of `currency`, charged every `interval`. */
  amount: number;
  currency: string;
  interval: PlanInterval;
  /** Credits the platform grants each month of the subscription. */
  monthlyCredits: number;
  features: string[];
}

/** A payer's subscription to a plan, as the provider reports it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  planId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The refusal of the latest payment while it stands, else null. */
  failure: { code: PaymentErrorCode; message: string } | null;
  /** Grows with every change: a later snapshot has a higher version. */
  version: number;
}

export interface ProviderSubscriptionRef {
  tenantId: string;
  subscriptionId: string;
}

export interface SubscriptionInput {
  tenantId: string;
  customerId: string;
  planId: string;
  /** The way to pay every period's charge is taken from. */
  paymentMethodId: string;
  /** Ours (our subscription's id), echoed in every event about it. */
  reference: string;
  /** The same key returns the same subscription: a retried request never subscribes twice. */
  idempotencyKey: string;
}

/** What the provider tells us asynchronously, after checking its signature. */
export type ProviderEvent =
  | {
      id: string;
      type: 'charge.succeeded' | 'charge.failed';
      tenantId: string;
      chargeId: string;
      reference: string;
      failureCode: PaymentErrorCode | null;
      failureMessage: string | null;
    }
  | {
      id: string;
      type: 'transfer.paid' | 'transfer.failed';
      tenantId: string;
      transferId: string;
      reference: string;
      failureCode: PaymentErrorCode | null;
      failureMessage: string | null;
    }
  | {
      id: string;
      /**
       * A period's payment went through or was refused (`invoice.*`), the subscription changed
       * (cancelled at period end), or it ended (`subscription.deleted`).
       */
      type:
        'invoice.paid' | 'invoice.payment_failed' | 'subscription.updated' | 'subscription.deleted';
      tenantId: string;
      reference: string;
      subscription: ProviderSubscription;
      /** The period's charge, on `invoice.*` events. */
      charge: { id: string; amount: number; currency: string } | null;
    }
  | ProviderIdentityEvent;

/**
 * An identity verification session's news (docs/payments.md#identity-verification): checks
 * under way (`processing`), the person is who they say (`verified`), or the provider could not
 * verify them (`refused`, with its reason). `reference` is our user id.
 */
export interface ProviderIdentityEvent {
  id: string;
  type: 'identity.processing' | 'identity.verified' | 'identity.refused';
  tenantId: string;
  sessionId: string;
  reference: string;
  reason: string | null;
}

/** The outcome events of charges and transfers. */
export type ProviderMoneyEvent = Extract<ProviderEvent, { failureCode: unknown }>;
/** The events about subscriptions. */
export type ProviderSubscriptionEvent = Extract<ProviderEvent, { subscription: unknown }>;

/** What the user gives the provider's identity check (the sandbox's form). */
export interface IdentityDocumentInput {
  tenantId: string;
  /** Ours (the user's id), echoed in every event about the session. */
  reference: string;
  fullName: string;
  documentNumber: string;
}

/** A verification session at the provider; its outcome comes as an `identity.*` event. */
export interface ProviderIdentitySession {
  id: string;
  status: 'processing';
}

/** A webhook the provider signed: refused when unsigned, signed with another key, or stale. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
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

  /** A payer (customer) at the provider, for the platform's `reference` (our user id). */
  createCustomer(input: { tenantId: string; reference: string; currency: string }): Promise<{
    id: string;
  }>;
  /** A single-use link to the provider's hosted page where the payer adds a way to pay. */
  createSetupLink(ref: ProviderCustomerRef, options: SetupLinkOptions): Promise<AccountLink>;
  /**
   * Attaches a way to pay given as a source the provider knows (its test tokens in the
   * sandbox); throws PaymentProviderError when refused.
   */
  attachPaymentSource(ref: ProviderCustomerRef, source: string): Promise<ProviderPaymentMethod>;
  listPaymentMethods(ref: ProviderCustomerRef): Promise<ProviderPaymentMethod[]>;
  /** Starts a charge; its outcome comes as `charge.succeeded` or `charge.failed`. */
  createCharge(input: ChargeInput): Promise<ProviderCharge>;
  /**
   * Refunds a settled charge, whole or in part; throws PaymentProviderError when it cannot (not
   * settled, more than charged, unknown).
   */
  refundCharge(input: RefundInput): Promise<ProviderRefund>;
  /** Starts a transfer to a connected account; its outcome comes as `transfer.paid`/`failed`. */
  createTransfer(input: TransferInput): Promise<ProviderTransfer>;
  /** The escrow of `reference` (made on first use) that a crypto payment is sent to. */
  createEscrow(input: {
    tenantId: string;
    reference: string;
    currency: string;
  }): Promise<ProviderEscrow>;
  /**
   * A single-use link to the provider's hosted wallet, where the payer confirms sending the
   * amount from their address to the escrow; it returns with `transactionHash` in the URL.
   */
  walletLink(escrow: ProviderEscrowRef, options: WalletLinkOptions): Promise<AccountLink>;
  /** The chain's transfer of this hash (of this tenant), or null when there is none. */
  findTransfer(ref: { tenantId: string; hash: string }): Promise<ChainTransfer | null>;
  /**
   * Sends `amount` from the escrow to the payee's address; throws PaymentProviderError when the
   * escrow cannot pay it.
   */
  releaseEscrow(input: EscrowReleaseInput): Promise<ChainTransfer>;

  /** The plans the tenant sells, in the order to show them. */
  listPlans(tenantId: string): Promise<ProviderPlan[]>;
  /**
   * Subscribes the payer to a plan: `incomplete` while the first period's charge is under way;
   * its outcome comes as `invoice.paid` (active) or `invoice.payment_failed`. Later periods
   * renew by themselves and report the same way. Throws PaymentProviderError when refused.
   */
  createSubscription(input: SubscriptionInput): Promise<ProviderSubscription>;
  /** Stops the renewal: it stays active to the end of the period, then ends. */
  cancelSubscription(ref: ProviderSubscriptionRef): Promise<ProviderSubscription>;
  /** The subscription now, or null when the provider has none such (for this tenant). */
  retrieveSubscription(ref: ProviderSubscriptionRef): Promise<ProviderSubscription | null>;
  /**
   * Starts an identity verification session with the document the user gave; its outcome comes
   * as `identity.*` events (docs/payments.md#identity-verification).
   */
  createIdentitySession(input: IdentityDocumentInput): Promise<ProviderIdentitySession>;
  /** Starts and stops background work (the sandbox settles its charges on a timer). */
  start?(): void;
  stop?(): Promise<void>;
  /** Checks a webhook's signature and freshness, and reads its event. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent;
}

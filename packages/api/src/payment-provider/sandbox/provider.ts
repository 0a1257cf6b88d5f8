/**
 * The built-in sandbox payment provider. Its state lives in its own tables
 * (payment_sandbox_*: accounts and links here; payers, money, the chain and subscriptions in
 * ./money.ts, ./chain.ts and ./subscriptions.ts), as a real provider keeps its own database;
 * the API's cached view (payment_accounts) is separate. Behaviour and test values:
 * docs/payments.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ExternalAccountView, PaymentRequirements } from '@mp/contracts';
import { toJson, type Queryable } from '../../db/types';
import {
  PaymentProviderError,
  type AccountLink,
  type ChargeInput,
  type ProviderCharge,
  type ProviderCustomerRef,
  type ProviderEvent,
  type ProviderPaymentMethod,
  type ProviderRefund,
  type ProviderTransfer,
  type RefundInput,
  type SetupLinkOptions,
  type TransferInput,
  type AccountLinkOptions,
  type BankAccountInput,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderAccountRef,
  type ProviderRequirements,
  type ChainTransfer,
  type EscrowReleaseInput,
  type ProviderEscrow,
  type ProviderEscrowRef,
  type WalletLinkOptions,
  type ProviderPlan,
  type ProviderSubscription,
  type ProviderSubscriptionRef,
  type SubscriptionInput,
  type IdentityDocumentInput,
  type ProviderIdentitySession,
} from '../types';
import { SandboxChain } from './chain';
import { createSandboxIdentitySession } from './identity';
import { SandboxMoney, type SandboxMoneySettings } from './money';
import type { IndividualDetails } from './onboarding-form';
import {
  ADDITIONAL_DOCUMENT_REQUIREMENT,
  DECLINED_ACCOUNT_NUMBER,
  EXTERNAL_ACCOUNT_REQUIREMENT,
  ID_NUMBER_REQUIREMENT,
  INDIVIDUAL_REQUIREMENTS,
  LINK_TTL_MS,
  SANDBOX_ID_NUMBERS,
  SANDBOX_PROVIDER_KIND,
  VERIFICATION_FAILED,
} from './test-values';

type Verification = 'unsubmitted' | 'pending' | 'verified' | 'refused';

interface SandboxAccountRow {
  tenant_id: string;
  id: string;
  individual: IndividualDetails | null;
  verification: Verification;
  verify_after: Date | string | null;
  external_account: ExternalAccountView | null;
  statement_descriptor: string | null;
}

interface LinkRow {
  account_id: string;
  return_url: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface SandboxSettings {
  /** How long after the onboarding form the sandbox settles verification. */
  verificationDelayMs: number;
  /** Charges, transfers and their signed webhooks (./money.ts). */
  money: Omit<SandboxMoneySettings, 'publicUrl' | 'now'>;
  /** Where the hosted page is served; default: the origin the API was reached on. */
  publicUrl?: string | null;
  now?: () => Date;
}

/** Where a link token stands: usable (with its account and return URL), or why not. */
export type LinkState =
  | { state: 'usable'; accountId: string; returnUrl: string }
  | { state: 'unknown' }
  | { state: 'used' }
  | { state: 'expired' };

export const ONBOARDING_PAGE_PATH = '/payment/sandbox/onboarding';

const ACCOUNT_COLUMNS =
  'tenant_id, id, individual, verification, verify_after, external_account, statement_descriptor';

function noSuchAccount(): PaymentProviderError {
  return new PaymentProviderError('contact_support', null, 'The provider has no such account');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function withBank(items: readonly string[], row: SandboxAccountRow): string[] {
  return row.external_account === null ? [...items, EXTERNAL_ACCOUNT_REQUIREMENT] : [...items];
}

/** The provider's requirement lists for the account's state (Stripe's semantics). */
function requirementsOf(row: SandboxAccountRow): ProviderRequirements {
  const none = { currently_due: [], eventually_due: [], past_due: [], errors: [] };
  switch (row.verification) {
    case 'unsubmitted': {
      const due = withBank(INDIVIDUAL_REQUIREMENTS, row);
      return { ...none, currently_due: due, eventually_due: due, pending_verification: [] };
    }
    case 'pending': {
      const due = withBank([], row);
      return {
        ...none,
        currently_due: due,
        eventually_due: due,
        pending_verification: [ID_NUMBER_REQUIREMENT],
      };
    }
    case 'refused': {
      const due = withBank([ID_NUMBER_REQUIREMENT], row);
      return {
        ...none,
        currently_due: due,
        eventually_due: due,
        errors: [{ ...VERIFICATION_FAILED }],
        pending_verification: [],
      };
    }
    case 'verified': {
      const documentDue = row.individual?.idNumber === SANDBOX_ID_NUMBERS.verifiedWithDocumentDue;
      return {
        ...none,
        currently_due: withBank([], row),
        eventually_due: withBank(documentDue ? [ADDITIONAL_DOCUMENT_REQUIREMENT] : [], row),
        pending_verification: [],
      };
    }
  }
}

const NO_FUTURE_REQUIREMENTS: PaymentRequirements = {
  currently_due: [],
  eventually_due: [],
  past_due: [],
  errors: [],
};

function toProviderAccount(row: SandboxAccountRow): ProviderAccount {
  const submitted = row.verification !== 'unsubmitted';
  return {
    id: row.id,
    detailsSubmitted: submitted,
    businessType: submitted ? 'individual' : null,
    requirements: requirementsOf(row),
    futureRequirements: NO_FUTURE_REQUIREMENTS,
    externalAccount: row.external_account,
    statementDescriptor: row.statement_descriptor,
  };
}

/** The sandbox's verdict on submitted details, by their national id number. */
function verdictFor(individual: IndividualDetails | null): Verification {
  return individual?.idNumber === SANDBOX_ID_NUMBERS.refused ? 'refused' : 'verified';
}

/** A bank name the sandbox derives, as providers report the bank behind a routing number. */
function bankNameFor(bank: BankAccountInput): string {
  const code = bank.routingNumber ? ` ${bank.routingNumber.replace(/-/g, '').slice(0, 4)}` : '';
  return `Sandbox Test Bank ${bank.country}${code}`;
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = SANDBOX_PROVIDER_KIND;
  private readonly now: () => Date;
  /** Payers, ways to pay, charges, transfers and webhooks (the hosted setup page uses it too). */
  readonly money: SandboxMoney;
  /** Escrows and transfers of crypto payments (the hosted wallet page uses it too). */
  readonly chain: SandboxChain;

  constructor(
    private readonly db: Queryable,
    private readonly settings: SandboxSettings,
  ) {
    this.now = settings.now ?? (() => new Date());
    this.money = new SandboxMoney(db, {
      ...settings.money,
      publicUrl: settings.publicUrl ?? null,
      now: this.now,
    });
    this.chain = new SandboxChain(db, { publicUrl: settings.publicUrl ?? null, now: this.now });
  }

  createEscrow(input: {
    tenantId: string;
    reference: string;
    currency: string;
  }): Promise<ProviderEscrow> {
    return this.chain.createEscrow(input);
  }

  walletLink(escrow: ProviderEscrowRef, options: WalletLinkOptions): Promise<AccountLink> {
    return this.chain.walletLink(escrow, options);
  }

  findTransfer(ref: { tenantId: string; hash: string }): Promise<ChainTransfer | null> {
    return this.chain.findTransfer(ref);
  }

  releaseEscrow(input: EscrowReleaseInput): Promise<ChainTransfer> {
    return this.chain.releaseEscrow(input);
  }

  createCustomer(input: { tenantId: string; reference: string; currency: string }) {
    return this.money.createCustomer(input);
  }

  createSetupLink(ref: ProviderCustomerRef, options: SetupLinkOptions): Promise<AccountLink> {
    return this.money.createSetupLink(ref, options);
  }

  attachPaymentSource(ref: ProviderCustomerRef, source: string): Promise<ProviderPaymentMethod> {
    return this.money.attachPaymentSource(ref, source);
  }

  listPaymentMethods(ref: ProviderCustomerRef): Promise<ProviderPaymentMethod[]> {
    return this.money.listPaymentMethods(ref);
  }

  createCharge(input: ChargeInput): Promise<ProviderCharge> {
    return this.money.createCharge(input);
  }

  createTransfer(input: TransferInput): Promise<ProviderTransfer> {
    return this.money.createTransfer(input);
  }

  refundCharge(input: RefundInput): Promise<ProviderRefund> {
    return this.money.refundCharge(input);
  }

  listPlans(tenantId: string): Promise<ProviderPlan[]> {
    return this.money.subscriptions.listPlans(tenantId);
  }

  createSubscription(input: SubscriptionInput): Promise<ProviderSubscription> {
    return this.money.subscriptions.createSubscription(input);
  }

  cancelSubscription(ref: ProviderSubscriptionRef): Promise<ProviderSubscription> {
    return this.money.subscriptions.cancelSubscription(ref);
  }

  retrieveSubscription(ref: ProviderSubscriptionRef): Promise<ProviderSubscription | null> {
    return this.money.subscriptions.retrieveSubscription(ref);
  }

  async createIdentitySession(input: IdentityDocumentInput): Promise<ProviderIdentitySession> {
    const session = await createSandboxIdentitySession(this.db, input);
    void this.money.sweep();
    return session;
  }

  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent {
    return this.money.verifyWebhook(rawBody, headers);
  }

  start(): void {
    this.money.start();
  }

  stop(): Promise<void> {
    return this.money.stop();
  }

  async createAccount(input: { tenantId: string; reference: string }): Promise<ProviderAccount> {
    const id = `acct_sbx_${randomBytes(12).toString('hex')}`;
    const { rows } = await this.db.query<SandboxAccountRow>(
      `INSERT INTO payment_sandbox_accounts (tenant_id, id, reference) VALUES ($1, $2, $3)
       RETURNING ${ACCOUNT_COLUMNS}`,
      [input.tenantId, id, input.reference],
    );
    return toProviderAccount(this.only(rows));
  }

  async retrieveAccount(ref: ProviderAccountRef): Promise<ProviderAccount | null> {
    const row = await this.findRow(ref);
    if (row === null) return null;
    return toProviderAccount(await this.settle(row));
  }

  async createAccountLink(
    ref: ProviderAccountRef,
    options: AccountLinkOptions,
  ): Promise<AccountLink> {
    await this.requireRow(ref);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + LINK_TTL_MS);
    await this.db.query(
      `INSERT INTO payment_sandbox_links (tenant_id, token_hash, account_id, return_url, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [ref.tenantId, hashToken(token), ref.accountId, options.returnUrl, expiresAt],
    );
    const url = new URL(ONBOARDING_PAGE_PATH, this.settings.publicUrl ?? options.serviceOrigin);
    url.searchParams.set('tenant', ref.tenantId);
    url.searchParams.set('token', token);
    return { url: url.href, expiresAt };
  }

  async setExternalAccount(
    ref: ProviderAccountRef,
    bank: BankAccountInput,
  ): Promise<ProviderAccount> {
    await this.requireRow(ref);
    if (bank.accountNumber === DECLINED_ACCOUNT_NUMBER) {
      throw new PaymentProviderError(
        'bank_account_declined',
        'accountNumber',
        'The bank declined this account: check the number or use another account.',
      );
    }
    const external: ExternalAccountView = {
      accountHolderName: bank.accountHolderName,
      bankName: bankNameFor(bank),
      country: bank.country,
      currency: bank.currency,
      last4: bank.accountNumber.slice(-4),
    };
    return this.update(ref, 'external_account = $3::jsonb', [toJson(external)]);
  }

  updateStatementDescriptor(ref: ProviderAccountRef, descriptor: string): Promise<ProviderAccount> {
    return this.update(ref, 'statement_descriptor = $3', [descriptor]);
  }

  /** Sandbox only (the hosted page): where a link token stands, for this tenant. */
  async checkLink(tenantId: string, token: string): Promise<LinkState> {
    const { rows } = await this.db.query<LinkRow>(
      `SELECT account_id, return_url, expires_at, used_at FROM payment_sandbox_links
        WHERE tenant_id = $1 AND token_hash = $2`,
      [tenantId, hashToken(token)],
    );
    const link = rows[0];
    if (link === undefined) return { state: 'unknown' };
    if (link.used_at !== null) return { state: 'used' };
    if (new Date(link.expires_at).getTime() <= this.now().getTime()) return { state: 'expired' };
    return { state: 'usable', accountId: link.account_id, returnUrl: link.return_url };
  }

  /**
   * Sandbox only (the hosted page's valid post): uses up the link, stores the details and
   * starts verification. Answers the account as it is now (verification pending), or the
   * link's state when it can no longer be used (a second post of the same form).
   */
  async submitOnboarding(
    tenantId: string,
    token: string,
    details: IndividualDetails,
  ): Promise<
    | { state: 'submitted'; account: ProviderAccount; returnUrl: string }
    | Exclude<LinkState, { state: 'usable' }>
  > {
    const now = this.now();
    const { rows } = await this.db.query<LinkRow>(
      `UPDATE payment_sandbox_links SET used_at = $3
        WHERE tenant_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING account_id, return_url, expires_at, used_at`,
      [tenantId, hashToken(token), now],
    );
    const link = rows[0];
    if (link === undefined) {
      const state = await this.checkLink(tenantId, token);
      return state.state === 'usable' ? { state: 'used' } : state;
    }
    const ref = { tenantId, accountId: link.account_id };
    const account = await this.submitDetails(ref, details);
    return { state: 'submitted', account, returnUrl: link.return_url };
  }

  /** Stores an individual's details (terms accepted) and starts verification. */
  async submitDetails(
    ref: ProviderAccountRef,
    details: IndividualDetails,
  ): Promise<ProviderAccount> {
    const verifyAfter = new Date(this.now().getTime() + this.settings.verificationDelayMs);
    return this.update(
      ref,
      `individual = $3::jsonb, tos_accepted_at = $4, verification = 'pending', verify_after = $5`,
      [toJson(details), this.now(), verifyAfter],
    );
  }

  /** A pending verification whose delay has passed is decided now, by the id number. */
  private async settle(row: SandboxAccountRow): Promise<SandboxAccountRow> {
    if (row.verification !== 'pending' || row.verify_after === null) return row;
    if (new Date(row.verify_after).getTime() > this.now().getTime()) return row;
    const { rows } = await this.db.query<SandboxAccountRow>(
      `UPDATE payment_sandbox_accounts SET verification = $3, verify_after = NULL, updated_at = now()
        WHERE tenant_id = $1 AND id = $2 AND verification = 'pending'
       RETURNING ${ACCOUNT_COLUMNS}`,
      [row.tenant_id, row.id, verdictFor(row.individual)],
    );
    return rows[0] ?? row;
  }

  private async update(
    ref: ProviderAccountRef,
    assignments: string,
    values: (string | Date | null)[],
  ): Promise<ProviderAccount> {
    const { rows } = await this.db.query<SandboxAccountRow>(
      `UPDATE payment_sandbox_accounts SET ${assignments}, updated_at = now()
        WHERE tenant_id = $1 AND id = $2
       RETURNING ${ACCOUNT_COLUMNS}`,
      [ref.tenantId, ref.accountId, ...values],
    );
    return toProviderAccount(this.only(rows));
  }

  private async findRow(ref: ProviderAccountRef): Promise<SandboxAccountRow | null> {
    const { rows } = await this.db.query<SandboxAccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM payment_sandbox_accounts WHERE tenant_id = $1 AND id = $2`,
      [ref.tenantId, ref.accountId],
    );
    return rows[0] ?? null;
  }

  private async requireRow(ref: ProviderAccountRef): Promise<SandboxAccountRow> {
    const row = await this.findRow(ref);
    if (row === null) throw noSuchAccount();
    return row;
  }

  private only(rows: SandboxAccountRow[]): SandboxAccountRow {
    const row = rows[0];
    if (row === undefined) throw noSuchAccount();
    return row;
  }
}

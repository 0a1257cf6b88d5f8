/**
 * Paying a milestone in crypto (docs/payments.md#crypto). The customer names the address they
 * pay from; the provider gives the milestone an escrow address and a wallet page where the
 * customer sends the amount and its tax (no card fee) there. The transfer's hash then pays the
 * milestone (pending → paid) once the chain shows it came from the payer address, went to this
 * milestone's escrow, is enough, and paid nothing else; sign-off releases the escrow to the
 * freelancer's payee address (./payouts.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  CRYPTO_RETURN_QUERY,
  currencyDigits,
  endpoints,
  FEATURES,
  isFeatureEnabled,
  milestoneMove,
  ZJobMilestoneParams,
  ZSmartContractBody,
  ZSmartContractResponse,
  type PayResponse,
  type SmartContractResponse,
} from '@mp/contracts';
import { DatabaseError, UNIQUE_VIOLATION, type Database, type Queryable } from '../../db/types';
import { HttpError, httpErrors } from '../../http/errors';
import { definePrivateRoute, type Caller } from '../../http/route';
import type { ChainTransfer } from '../../payment-provider';
import type { Tenant } from '../../tenancy';
import {
  assertInContract,
  changeMilestone,
  checkPayerAddress,
  type MilestoneInContract,
  type MilestoneRow,
  moveMilestone,
  notifyMilestoneChange,
  recordMilestoneEvent,
  requireActor,
  requireMilestone,
  toMilestoneView,
} from '../milestones';
import { askProvider } from './accounts';
import { CHARGE_COLUMNS, toChargeView, type ChargeRow, type PaymentsServices } from './charges';
import { siteOrigin } from './create-link';
import { findCryptoEscrow, saveCryptoEscrow, type CryptoEscrowRow } from './crypto-escrows';
import { tenantCurrency } from './currency';
import { taxOn } from './fees';
import { LEDGER_ACCOUNTS, post } from './ledger';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** Where the wallet page returns to when the caller names no path: the contract's page. */
const CRYPTO_OFF = 'Paying in crypto is not available to your account on this marketplace';

/** 403 FORBIDDEN while the tenant's smartContract switch is off for the caller (docs/payments.md#crypto). */
function requireCryptoPayments(tenant: Tenant, caller: Caller): void {
  const on = isFeatureEnabled(tenant.features, FEATURES.smartContract, {
    tenantId: tenant.id,
    role: caller.role,
    freelancerRole: caller.freelancerRole,
  });
  if (!on) throw httpErrors.forbidden(CRYPTO_OFF);
}

function contractPath(jobId: string): string {
  return `/customer/contract/${encodeURIComponent(jobId)}`;
}

/** The caller's site + returnPath, marked with the milestone being paid. */
function walletReturnUrl(origin: string, returnPath: string, milestoneId: string): string {
  const url = new URL(returnPath, origin);
  if (url.origin !== origin)
    throw httpErrors.validation([{ path: 'body.returnPath', message: 'Use a path on this site' }]);
  url.searchParams.set(CRYPTO_RETURN_QUERY.milestoneId, milestoneId);
  url.searchParams.delete(CRYPTO_RETURN_QUERY.transactionHash);
  return url.href;
}

function amountText(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

/**
 * A milestone the customer may pay in crypto now: pending, fixed work, something to pay, and a
 * payee address given when it was approved.
 */
function assertPayableInCrypto(found: MilestoneInContract): {
  milestone: MilestoneRow;
  payeeAddress: string;
} {
  const actor = requireActor(found.actor);
  assertInContract(found.job);
  const { milestone } = found;
  const verdict = milestoneMove(milestone.status, 'payCrypto', actor, milestone.proposed_by);
  if (!verdict.ok) throw httpErrors.invalidTransition(verdict.reason);
  if (milestone.recurring_id !== null)
    throw httpErrors.unprocessable('Ongoing work is paid cycle by cycle, by card', [
      { path: 'params.milestoneId', message: 'A milestone of ongoing work is not paid in crypto' },
    ]);
  if (Number(milestone.amount) <= 0)
    throw httpErrors.invalidTransition('This milestone has nothing to pay');
  if (milestone.payee_address === null)
    throw new HttpError(
      422,
      API_ERROR_CODES.payeeAddressRequired,
      "The freelancer's payee address was not given when this milestone was approved: it cannot be paid in crypto",
    );
  return { milestone, payeeAddress: milestone.payee_address };
}

function taxOf(found: MilestoneInContract, amount: number): number {
  const { job } = found;
  return taxOn(
    amount,
    job.tax_type === null ? null : { taxType: job.tax_type, taxRate: Number(job.tax_rate ?? 0) },
  );
}

export const createSmartContract = definePrivateRoute(endpoints.createSmartContract, {
  summary:
    "The customer starts paying a pending milestone in crypto: its escrow address, the amount to send and a link to the provider's wallet",
  description:
    "payerAddress is checked like payeeAddress (0x and 40 hexadecimal digits; a mixed-case one must carry its EIP-55 checksum) and kept on the milestone. The milestone must be pending and have the freelancer's payee address from its approval (422 PAYEE_ADDRESS_REQUIRED otherwise). The answer's total (the amount and the job's tax; crypto has no card fee) is what to send, at least, from payerAddress to escrowAddress; walletLink opens the provider's wallet page (single-use, 10 minutes), which returns to `returnPath` (default: the contract's page) on the calling site with cryptoMilestoneId and transactionHash added, for POST /milestones/{milestoneId}/pay {transactionHash}. The origin rules of the onboarding link apply (422 naming headers.origin). Calling again gives a new link to the same escrow. 403 FORBIDDEN while the smartContract switch is off for the caller.",
  params: ZJobMilestoneParams,
  body: ZSmartContractBody,
  response: ZSmartContractResponse,
  handler: async ({ tenant, db, caller, params, body, payments, request: facts }) => {
    requireCryptoPayments(tenant, caller);
    const payerAddress = checkPayerAddress(body.payerAddress);
    const target = { jobId: params.jobId };
    const found = await requireMilestone(db, tenant.id, caller, params.milestoneId, target);
    assertPayableInCrypto(found);
    const returnUrl = walletReturnUrl(
      siteOrigin(facts, tenant),
      body.returnPath ?? contractPath(params.jobId),
      params.milestoneId,
    );
    const serviceOrigin = facts.serviceOrigin;
    if (serviceOrigin === null)
      throw httpErrors.validation([{ path: 'headers.host', message: 'Not a usable host' }]);
    const currency = tenantCurrency(tenant);
    const escrow = await askProvider(() =>
      payments.createEscrow({ tenantId: tenant.id, reference: params.milestoneId, currency }),
    );
    const started = await db.transaction(async (tx) => {
      const locked = await requireMilestone(tx, tenant.id, caller, params.milestoneId, {
        ...target,
        forUpdate: true,
      });
      const { milestone, payeeAddress } = assertPayableInCrypto(locked);
      const amount = Number(milestone.amount);
      const terms = await saveCryptoEscrow(tx, {
        tenantId: tenant.id,
        milestoneId: milestone.id,
        jobId: milestone.job_id,
        provider: payments.kind,
        escrowAddress: escrow.address,
        payerAddress,
        payeeAddress,
        amount,
        tax: taxOf(locked, amount),
        currency,
      });
      const row = await changeMilestone(tx, milestone, tenant.id, { payerAddress });
      await recordMilestoneEvent(tx, {
        tenantId: tenant.id,
        jobId: milestone.job_id,
        milestoneId: milestone.id,
        kind: 'cryptoEscrow',
        fromStatus: milestone.status,
        toStatus: milestone.status,
        actorId: caller.userId,
        actorRole: 'customer',
        note: `${amountText(Number(terms.total), currency)} from ${payerAddress} to escrow ${escrow.address}`,
      });
      return { row, terms };
    });
    const { row, terms } = started;
    const link = await askProvider(() =>
      payments.walletLink(
        { tenantId: tenant.id, address: terms.escrow_address },
        { from: payerAddress, amount: Number(terms.total), currency, returnUrl, serviceOrigin },
      ),
    );
    const answer: SmartContractResponse = {
      milestone: toMilestoneView(row),
      payerAddress: terms.payer_address,
      payeeAddress: terms.payee_address,
      escrowAddress: terms.escrow_address,
      amount: Number(terms.amount),
      tax: Number(terms.tax),
      total: Number(terms.total),
      currency: terms.currency,
      walletLink: { url: link.url, expiresAt: link.expiresAt.toISOString() },
    };
    return answer;
  },
});

/** The transfer does not pay this milestone: 422 naming the hash, with the reason. */
function rejected(message: string): HttpError {
  return new HttpError(422, API_ERROR_CODES.transactionRejected, message, [
    { path: 'body.transactionHash', message },
  ]);
}

/** Why the chain's transfer does not pay these terms; null when it does. */
function transferProblem(transfer: ChainTransfer, terms: CryptoEscrowRow): string | null {
  if (transfer.to.toLowerCase() !== terms.escrow_address.toLowerCase())
    return `The transfer went to ${transfer.to}, not to this milestone's escrow ${terms.escrow_address}`;
  if (transfer.from.toLowerCase() !== terms.payer_address.toLowerCase())
    return `The transfer came from ${transfer.from}, not from the payer address ${terms.payer_address}`;
  if (transfer.currency !== terms.currency)
    return `The transfer is of ${transfer.currency}; this milestone is paid in ${terms.currency}`;
  if (transfer.amount < Number(terms.total))
    return `The transfer sent ${amountText(transfer.amount, terms.currency)}; at least ${amountText(Number(terms.total), terms.currency)} (the amount and its tax) is due`;
  return null;
}

const USED = 'This transfer has already paid for a milestone: send a new one';

async function usedBefore(tx: Queryable, tenantId: string, hash: string): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM charges WHERE tenant_id = $1 AND provider_charge_id = $2',
    [tenantId, hash],
  );
  return rows.length > 0;
}

/** The verified transfer as a succeeded crypto charge, with its ledger transaction. */
async function recordCryptoCharge(
  tx: Queryable,
  milestone: MilestoneRow,
  customerId: string,
  terms: CryptoEscrowRow,
  transfer: ChainTransfer,
): Promise<ChargeRow> {
  const inserted = await tx.query<ChargeRow>(
    `INSERT INTO charges (tenant_id, id, job_id, milestone_id, cycle_id, customer_id,
       freelancer_id, amount, fee, tax, total, currency, method, provider_charge_id, status,
       settled_at)
     VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, 0, $8, $9, $10, 'crypto', $11, 'succeeded', now())
     RETURNING ${CHARGE_COLUMNS}`,
    [
      terms.tenant_id,
      randomUUID(),
      milestone.job_id,
      milestone.id,
      customerId,
      milestone.freelancer_id,
      Number(terms.amount),
      Number(terms.tax),
      Number(terms.total),
      terms.currency,
      transfer.hash,
    ],
  );
  const charge = inserted.rows[0];
  if (charge === undefined) throw new Error('the crypto charge insert returned no row');
  await post(tx, {
    tenantId: terms.tenant_id,
    kind: 'charge',
    referenceType: 'charge',
    referenceId: charge.id,
    currency: terms.currency,
    lines: [
      { account: LEDGER_ACCOUNTS.cryptoEscrow, amount: transfer.amount },
      { account: LEDGER_ACCOUNTS.escrow, amount: -Number(terms.amount) },
      { account: LEDGER_ACCOUNTS.taxPayable, amount: -Number(terms.tax) },
      {
        account: LEDGER_ACCOUNTS.cryptoOverpaid(customerId),
        amount: -(transfer.amount - Number(terms.total)),
      },
    ],
  });
  return charge;
}

export interface CryptoPayRequest {
  milestoneId: string;
  jobId: string;
  cycleId: string | undefined;
  transactionHash: string;
}

/**
 * Pays a pending milestone with a transfer on the provider's chain, once verified: the
 * milestone is paid, the transfer recorded as a crypto charge (its hash pays only once) and
 * entered in the ledger, in one transaction.
 */
export async function payInCrypto(
  db: Database,
  services: PaymentsServices,
  tenant: Tenant,
  caller: Caller,
  request: CryptoPayRequest,
): Promise<PayResponse> {
  requireCryptoPayments(tenant, caller);
  if (request.cycleId !== undefined)
    throw httpErrors.unprocessable('Ongoing work is paid cycle by cycle, by card', [
      { path: 'body.cycleId', message: 'A cycle is not paid in crypto' },
    ]);
  const target = { jobId: request.jobId };
  // Who asks comes first: someone else's milestone is 404 before anything of the chain shows.
  const found = await requireMilestone(db, tenant.id, caller, request.milestoneId, target);
  requireActor(found.actor);
  const hash = request.transactionHash.trim();
  if (!TRANSACTION_HASH.test(hash))
    throw rejected('Not a transaction hash: 0x and 64 hexadecimal digits');
  const transfer = await askProvider(() =>
    services.payments.findTransfer({ tenantId: tenant.id, hash: hash.toLowerCase() }),
  );
  try {
    return await db.transaction(async (tx) => {
      const locked = await requireMilestone(tx, tenant.id, caller, request.milestoneId, {
        ...target,
        forUpdate: true,
      });
      const { milestone } = assertPayableInCrypto(locked);
      const terms = await findCryptoEscrow(tx, tenant.id, milestone.id);
      if (terms === null || milestone.payer_address === null)
        throw httpErrors.unprocessable('Start the crypto payment first', [
          {
            path: 'body.transactionHash',
            message: 'Name the payer address first (POST .../smartContract), then send the amount',
          },
        ]);
      if (transfer === null) throw rejected('There is no transfer with this hash on the chain');
      if (await usedBefore(tx, tenant.id, transfer.hash)) throw rejected(USED);
      const problem = transferProblem(transfer, terms);
      if (problem !== null) throw rejected(problem);
      const charge = await recordCryptoCharge(
        tx,
        milestone,
        locked.job.customer_id,
        terms,
        transfer,
      );
      const row = await moveMilestone(tx, {
        tenantId: tenant.id,
        milestone,
        action: 'payCrypto',
        actor: 'customer',
        actorId: caller.userId,
        note: `Transaction ${transfer.hash}`,
        changes: { transactionHash: transfer.hash, paymentFailure: null },
      });
      await notifyMilestoneChange(tx, {
        tenantId: tenant.id,
        jobId: milestone.job_id,
        milestoneId: milestone.id,
        recipientId: milestone.freelancer_id,
        event: 'funded',
        actorId: null,
        details: { cycleId: null },
      });
      return { milestone: toMilestoneView(row), cycle: null, charge: toChargeView(charge) };
    });
  } catch (error) {
    // The same transfer sent to pay two milestones at once: the hash pays only one of them.
    if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) throw rejected(USED);
    throw error;
  }
}

/**
 * The sandbox provider's chain (docs/payments.md#crypto): escrow addresses, transfers of its
 * stablecoin of the tenant's currency (one unit is one unit of the currency, kept in minor
 * units), and the single-use links of its hosted wallet page, where a payer confirms a transfer
 * to an escrow. Transfers are final at once, as a mined transaction is. Its state is its own
 * tables (payment_sandbox_chain_*, payment_sandbox_wallet_links).
 */
import { createHash, randomBytes } from 'node:crypto';
import { DatabaseError, UNIQUE_VIOLATION, type Queryable } from '../../db/types';
import {
  PaymentProviderError,
  type AccountLink,
  type ChainTransfer,
  type EscrowReleaseInput,
  type ProviderEscrow,
  type ProviderEscrowRef,
  type WalletLinkOptions,
} from '../types';
import {
  checksumAddress,
  escrowAddressFor,
  formatMinor,
  normalizeHash,
  stablecoinOf,
  transactionHashOf,
} from './chain-rules';
import { WALLET_LINK_TTL_MS } from './test-values';

export const WALLET_PAGE_PATH = '/payment/sandbox/wallet';

export interface SandboxChainSettings {
  publicUrl: string | null;
  now: () => Date;
}

interface TransferRow {
  hash: string;
  from_address: string;
  to_address: string;
  amount: number | string;
  currency: string;
  created_at: Date | string;
}

interface WalletLinkRow {
  from_address: string;
  escrow_address: string;
  amount: number | string;
  currency: string;
  return_url: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

const TRANSFER_COLUMNS = 'hash, from_address, to_address, amount, currency, created_at';
const LINK_COLUMNS =
  'from_address, escrow_address, amount, currency, return_url, expires_at, used_at';

/** What the wallet page shows for a usable link. */
export interface WalletTransfer {
  from: string;
  escrow: string;
  amount: number;
  currency: string;
  returnUrl: string;
}

export type WalletLinkState =
  | ({ state: 'usable' } & WalletTransfer)
  | { state: 'unknown' }
  | { state: 'used' }
  | { state: 'expired' };

export interface NewTransfer {
  tenantId: string;
  from: string;
  to: string;
  amount: number;
  currency: string;
  idempotencyKey?: string | null;
}

function toTransfer(row: TransferRow): ChainTransfer {
  return {
    hash: row.hash,
    from: row.from_address,
    to: row.to_address,
    amount: Number(row.amount),
    currency: row.currency,
    at: new Date(row.created_at),
  };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function refused(message: string, param: string | null = null): PaymentProviderError {
  return new PaymentProviderError('contact_support', param, message);
}

function addressOrThrow(value: string, param: string): string {
  const address = checksumAddress(value);
  if (address === null) throw refused(`Not an address the chain knows: ${value}`, param);
  return address;
}

export class SandboxChain {
  constructor(
    private readonly db: Queryable,
    private readonly settings: SandboxChainSettings,
  ) {}

  async createEscrow(input: {
    tenantId: string;
    reference: string;
    currency: string;
  }): Promise<ProviderEscrow> {
    const address = escrowAddressFor(input.tenantId, input.reference);
    await this.db.query(
      `INSERT INTO payment_sandbox_chain_escrows (tenant_id, address, reference, currency)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [input.tenantId, address, input.reference, input.currency],
    );
    const { rows } = await this.db.query<{ address: string; reference: string; currency: string }>(
      `SELECT address, reference, currency FROM payment_sandbox_chain_escrows
        WHERE tenant_id = $1 AND reference = $2`,
      [input.tenantId, input.reference],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('sandbox: the escrow was not stored');
    return { address: row.address, reference: row.reference, currency: row.currency };
  }

  async walletLink(escrow: ProviderEscrowRef, options: WalletLinkOptions): Promise<AccountLink> {
    const from = addressOrThrow(options.from, 'payerAddress');
    if (!Number.isSafeInteger(options.amount) || options.amount <= 0)
      throw new PaymentProviderError('invalid_charge_amount', 'amount', 'Send more than nothing.');
    const known = await this.db.query(
      'SELECT 1 FROM payment_sandbox_chain_escrows WHERE tenant_id = $1 AND address = $2',
      [escrow.tenantId, escrow.address],
    );
    if (known.rows.length === 0) throw refused('The chain has no such escrow');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.settings.now().getTime() + WALLET_LINK_TTL_MS);
    await this.db.query(
      `INSERT INTO payment_sandbox_wallet_links (tenant_id, token_hash, from_address,
         escrow_address, amount, currency, return_url, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        escrow.tenantId,
        hashToken(token),
        from,
        escrow.address,
        options.amount,
        options.currency,
        options.returnUrl,
        expiresAt,
      ],
    );
    const url = new URL(WALLET_PAGE_PATH, this.settings.publicUrl ?? options.serviceOrigin);
    url.searchParams.set('tenant', escrow.tenantId);
    url.searchParams.set('token', token);
    return { url: url.href, expiresAt };
  }

  async checkWalletLink(tenantId: string, token: string): Promise<WalletLinkState> {
    const { rows } = await this.db.query<WalletLinkRow>(
      `SELECT ${LINK_COLUMNS} FROM payment_sandbox_wallet_links
        WHERE tenant_id = $1 AND token_hash = $2`,
      [tenantId, hashToken(token)],
    );
    const link = rows[0];
    if (link === undefined) return { state: 'unknown' };
    if (link.used_at !== null) return { state: 'used' };
    if (new Date(link.expires_at).getTime() <= this.settings.now().getTime())
      return { state: 'expired' };
    return {
      state: 'usable',
      from: link.from_address,
      escrow: link.escrow_address,
      amount: Number(link.amount),
      currency: link.currency,
      returnUrl: link.return_url,
    };
  }

  /**
   * The wallet page's confirmation: uses the link once and sends `amount` (what the payer
   * confirmed, which may differ from what was asked) from their address to the escrow.
   */
  async sendFromWallet(
    tenantId: string,
    token: string,
    amount: number,
  ): Promise<{ state: 'sent'; transfer: ChainTransfer; returnUrl: string } | { state: 'used' }> {
    const { rows } = await this.db.query<WalletLinkRow>(
      `UPDATE payment_sandbox_wallet_links SET used_at = $3
        WHERE tenant_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING ${LINK_COLUMNS}`,
      [tenantId, hashToken(token), this.settings.now()],
    );
    const link = rows[0];
    if (link === undefined) return { state: 'used' };
    const transfer = await this.transfer({
      tenantId,
      from: link.from_address,
      to: link.escrow_address,
      amount,
      currency: link.currency,
    });
    await this.db.query(
      `UPDATE payment_sandbox_wallet_links SET transaction_hash = $3
        WHERE tenant_id = $1 AND token_hash = $2`,
      [tenantId, hashToken(token), transfer.hash],
    );
    return { state: 'sent', transfer, returnUrl: link.return_url };
  }

  /**
   * A transfer between two addresses of the chain, final at once. Sandbox only: the wallet page
   * sends with it, and tests send as any wallet would (from anywhere, to anywhere).
   */
  async transfer(input: NewTransfer): Promise<ChainTransfer> {
    const from = addressOrThrow(input.from, 'from');
    const to = addressOrThrow(input.to, 'to');
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      throw new PaymentProviderError('invalid_charge_amount', 'amount', 'Send more than nothing.');
    const facts = { tenantId: input.tenantId, from, to, amount: input.amount };
    const hash = transactionHashOf({ ...facts, currency: input.currency });
    const { rows } = await this.db.query<TransferRow>(
      `INSERT INTO payment_sandbox_chain_transfers (tenant_id, hash, from_address, to_address,
         amount, currency, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${TRANSFER_COLUMNS}`,
      [input.tenantId, hash, from, to, input.amount, input.currency, input.idempotencyKey ?? null],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('sandbox: the transfer was not stored');
    return toTransfer(row);
  }

  async findTransfer(ref: { tenantId: string; hash: string }): Promise<ChainTransfer | null> {
    const hash = normalizeHash(ref.hash);
    if (hash === null) return null;
    const { rows } = await this.db.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM payment_sandbox_chain_transfers
        WHERE tenant_id = $1 AND hash = $2`,
      [ref.tenantId, hash],
    );
    const row = rows[0];
    return row === undefined ? null : toTransfer(row);
  }

  /** What an address holds: everything sent to it less everything sent from it. */
  async balanceOf(tenantId: string, address: string): Promise<number> {
    const { rows } = await this.db.query<{ balance: string | number | null }>(
      `SELECT coalesce(sum(CASE WHEN to_address = $2 THEN amount ELSE -amount END), 0) AS balance
         FROM payment_sandbox_chain_transfers
        WHERE tenant_id = $1 AND (to_address = $2 OR from_address = $2)`,
      [tenantId, address],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  async releaseEscrow(input: EscrowReleaseInput): Promise<ChainTransfer> {
    const earlier = await this.releaseOf(input.tenantId, input.idempotencyKey);
    if (earlier !== null) return earlier;
    const known = await this.db.query<{ currency: string }>(
      'SELECT currency FROM payment_sandbox_chain_escrows WHERE tenant_id = $1 AND address = $2',
      [input.tenantId, input.escrowAddress],
    );
    const escrow = known.rows[0];
    if (escrow === undefined) throw refused('The chain has no such escrow');
    const held = await this.balanceOf(input.tenantId, input.escrowAddress);
    if (held < input.amount)
      throw refused(
        `The escrow holds ${formatMinor(held, escrow.currency)} ${stablecoinOf(escrow.currency)}, less than the ${formatMinor(input.amount, escrow.currency)} to release`,
      );
    try {
      return await this.transfer({
        tenantId: input.tenantId,
        from: input.escrowAddress,
        to: input.to,
        amount: input.amount,
        currency: escrow.currency,
        idempotencyKey: input.idempotencyKey,
      });
    } catch (error) {
      // The same release sent twice at once: the first one is the release.
      if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) {
        const first = await this.releaseOf(input.tenantId, input.idempotencyKey);
        if (first !== null) return first;
      }
      throw error;
    }
  }

  private async releaseOf(tenantId: string, key: string): Promise<ChainTransfer | null> {
    const { rows } = await this.db.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM payment_sandbox_chain_transfers
        WHERE tenant_id = $1 AND idempotency_key = $2`,
      [tenantId, key],
    );
    const row = rows[0];
    return row === undefined ? null : toTransfer(row);
  }
}

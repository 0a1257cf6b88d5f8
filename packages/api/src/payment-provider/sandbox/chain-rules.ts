/**
 * The sandbox chain's rules (docs/payments.md#crypto), pure: what a transaction hash and an
 * address are, how the sandbox makes them, and how an amount typed on the wallet page reads.
 * Addresses are Ethereum-style and checked with viem (EIP-55 checksums).
 */
import { randomBytes } from 'node:crypto';
import { currencyDigits, parseMoneyInput } from '@mp/contracts';
import { getAddress, isAddress, keccak256, stringToHex } from 'viem';

/** `0x` and 64 hexadecimal digits, as Ethereum-style chains name a transaction. */
const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function isTransactionHash(value: string): boolean {
  return HASH.test(value);
}

/** The one spelling of a hash the sandbox stores and compares (lower case); null if not one. */
export function normalizeHash(value: string): string | null {
  const trimmed = value.trim();
  return isTransactionHash(trimmed) ? trimmed.toLowerCase() : null;
}

/** All lower or all upper case: EIP-55 leaves such an address unchecked. */
function carriesNoChecksum(address: string): boolean {
  const digits = address.slice(2);
  return digits === digits.toLowerCase() || digits === digits.toUpperCase();
}

/**
 * An address in checksum form, or null when it is not one: `0x` and 40 hexadecimal digits, and
 * a mixed-case address must carry a valid EIP-55 checksum (all-lower or all-upper has none).
 */
export function checksumAddress(value: string): string | null {
  const trimmed = value.trim();
  if (!ADDRESS.test(trimmed)) return null;
  if (!carriesNoChecksum(trimmed) && !isAddress(trimmed, { strict: true })) return null;
  return getAddress(trimmed);
}

/** Whether two valid addresses are the same account (a checksum is only a spelling). */
export function sameAddress(a: string, b: string): boolean {
  const left = checksumAddress(a);
  return left !== null && left === checksumAddress(b);
}

/**
 * The escrow address of a reference (our milestone id) in a tenant: derived, as a contract
 * address is, from what it is for, so the same reference always has the same escrow.
 */
export function escrowAddressFor(tenantId: string, reference: string): string {
  const digest = keccak256(stringToHex(`sandbox-escrow:${tenantId}:${reference}`));
  return getAddress(`0x${digest.slice(-40)}`);
}

/** A new random address in checksum form (a wallet of the sandbox's tests). */
export function randomAddress(): string {
  return getAddress(`0x${randomBytes(20).toString('hex')}`);
}

export interface TransferFacts {
  tenantId: string;
  from: string;
  to: string;
  amount: number;
  currency: string;
}

/**
 * A transfer's hash: the keccak-256 of what it moves and a fresh nonce, so two transfers of the
 * same amount between the same addresses still differ.
 */
export function transactionHashOf(
  facts: TransferFacts,
  nonce: string = randomBytes(16).toString('hex'),
): string {
  const { tenantId, from, to, amount, currency } = facts;
  return keccak256(stringToHex(JSON.stringify([tenantId, from, to, amount, currency, nonce])));
}

/** The sandbox's stablecoin of a currency: one unit is one unit of the currency. */
export function stablecoinOf(currency: string): string {
  return `sbx${currency}`;
}

/** Minor units as the wallet page shows them: `4.80` for 480 pence. */
export function formatMinor(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/**
 * An amount typed in major units (`4.8`, `4.80`, `£4.80`) as minor units, read as the
 * marketplace reads typed money; null unless it is a positive amount of the currency.
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const minor = parseMoneyInput(text, { currency, locale: 'en' });
  return minor !== null && minor > 0 ? minor : null;
}

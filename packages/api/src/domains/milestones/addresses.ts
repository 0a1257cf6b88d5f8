/**
 * Crypto addresses of milestone payments (docs/payments.md#crypto): Ethereum-style addresses,
 * checked with viem. A mixed-case address must carry a valid EIP-55 checksum; an all-lower or
 * all-upper one has none to check. Stored in checksum form.
 */
import { getAddress, isAddress } from 'viem';
import { httpErrors } from '../../http/errors';

export function checkAddress(value: string, field: string): string {
  const trimmed = value.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(trimmed))
    throw httpErrors.unprocessable('Not an address: 0x and 40 hexadecimal digits', [
      { path: field, message: 'Not an address: 0x and 40 hexadecimal digits' },
    ]);
  const digits = trimmed.slice(2);
  // EIP-55: an all-lower or all-upper address carries no checksum to check.
  const unchecked = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  if (!unchecked && !isAddress(trimmed, { strict: true }))
    throw httpErrors.unprocessable('The address checksum (EIP-55) does not match', [
      { path: field, message: 'The address checksum (EIP-55) does not match: check for typos' },
    ]);
  return getAddress(trimmed);
}

export const checkPayeeAddress = (value: string) => checkAddress(value, 'body.payeeAddress');
export const checkPayerAddress = (value: string) => checkAddress(value, 'body.payerAddress');

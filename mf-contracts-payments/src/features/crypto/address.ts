/**
 * `0x` and 40 hexadecimal digits. The API also checks the EIP-55 checksum of a mixed-case
 * address (docs/payments.md#crypto) and names the field when it does not match.
 */
export function looksLikeAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value.trim());
}

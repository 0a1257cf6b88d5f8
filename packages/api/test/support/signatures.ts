const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The signature with one character of its MAC changed: a different MAC, never valid. */
export function forgeSignature(signature: string): string {
  const at = signature.length - 10;
  const swapped = signature[at] === 'A' ? 'B' : 'A';
  return signature.slice(0, at) + swapped + signature.slice(at + 1);
}

/**
 * The same MAC spelled differently: the last base64url character of a 32-byte MAC carries two
 * spare bits, so flipping one decodes to the very same bytes.
 */
export function respellSignature(signature: string): string {
  const last = BASE64URL.indexOf(signature.slice(-1));
  return signature.slice(0, -1) + (BASE64URL[last ^ 1] as string);
}

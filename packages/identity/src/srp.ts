/**
 * Server side of the SRP-6a variant that amazon-cognito-identity-js speaks (USER_SRP_AUTH).
 * Every byte string is hashed from the library's "padHex" form: even-length hex with a leading
 * 00 when the top bit is set, so both sides hash the same bytes.
 */
import {
  createDiffieHellman,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** The 3072-bit MODP group of RFC 3526 / RFC 5054, generator 2. */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;
const INFO = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);

export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

function hexHash(hex: string): string {
  return sha256Hex(Buffer.from(hex, 'hex'));
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

const N_BYTES = Buffer.from(N_HEX, 'hex');
const G_BYTES = Buffer.from([2]);

function toBytes(value: bigint): Buffer {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

/**
 * base^exponent mod N through OpenSSL's Diffie-Hellman (computeSecret is exactly that power):
 * about 50x faster than BigInt, which keeps SRP off the event loop's critical path. Values
 * OpenSSL refuses as public keys (0, 1, N-1) fall back to BigInt.
 */
export function powModN(base: bigint, exponent: bigint): bigint {
  const reduced = ((base % N) + N) % N;
  if (reduced < 2n || reduced > N - 2n || exponent < 1n) return modPow(reduced, exponent, N);
  const dh = createDiffieHellman(N_BYTES, G_BYTES);
  dh.setPrivateKey(toBytes(exponent));
  return BigInt(`0x${dh.computeSecret(toBytes(reduced)).toString('hex')}`);
}

export const k = BigInt(`0x${hexHash(padHex(N) + padHex(g))}`);

function randomBigInt(bytes: number): bigint {
  return BigInt(`0x${randomBytes(bytes).toString('hex')}`);
}

function passwordHashX(poolName: string, username: string, password: string, salt: bigint) {
  const inner = sha256Hex(`${poolName}${username}:${password}`);
  return BigInt(`0x${hexHash(padHex(salt) + inner)}`);
}

export interface PasswordVerifier {
  saltHex: string;
  verifierHex: string;
}

/** The only form a password is kept in: a salt and v = g^x mod N. */
export function createVerifier(poolName: string, username: string, password: string) {
  const salt = randomBigInt(16);
  const x = passwordHashX(poolName, username, password, salt);
  return { saltHex: padHex(salt), verifierHex: padHex(powModN(g, x)) };
}

/** USER_PASSWORD_AUTH and ChangePassword: recompute the verifier with the stored salt. */
export function verifierMatches(
  poolName: string,
  username: string,
  password: string,
  stored: PasswordVerifier,
): boolean {
  const x = passwordHashX(poolName, username, password, BigInt(`0x${stored.saltHex}`));
  // Fixed-width buffers so the comparison takes the same time whatever the values.
  const width = N_BYTES.length;
  const computed = Buffer.from(
    powModN(g, x)
      .toString(16)
      .padStart(width * 2, '0'),
    'hex',
  );
  const expected = Buffer.from(
    BigInt(`0x${stored.verifierHex}`)
      .toString(16)
      .padStart(width * 2, '0'),
    'hex',
  );
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export interface ServerChallenge {
  b: bigint;
  B: bigint;
}

export function createServerChallenge(verifierHex: string): ServerChallenge {
  const v = BigInt(`0x${verifierHex}`);
  for (;;) {
    const b = randomBigInt(256);
    const B = (k * v + powModN(g, b)) % N;
    if (B !== 0n) return { b, B };
  }
}

/** Parses the client's SRP_A; null when it is not a usable public value. */
export function parseClientPublic(hex: string): bigint | null {
  if (!/^[0-9a-fA-F]{1,2048}$/.test(hex)) return null;
  const A = BigInt(`0x${hex}`);
  return A % N === 0n ? null : A;
}

export interface ClaimInput {
  poolName: string;
  username: string;
  verifierHex: string;
  A: bigint;
  challenge: ServerChallenge;
  secretBlock: string;
  timestamp: string;
}

/** The PASSWORD_CLAIM_SIGNATURE the client must have produced if it knows the password. */
export function expectedClaimSignature(input: ClaimInput): Buffer {
  const { A, challenge } = input;
  const u = BigInt(`0x${hexHash(padHex(A) + padHex(challenge.B))}`);
  const v = BigInt(`0x${input.verifierHex}`);
  const S = powModN((A * powModN(v, u)) % N, challenge.b);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const key = createHmac('sha256', prk).update(INFO).digest().subarray(0, 16);
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(input.poolName, 'utf8'),
        Buffer.from(input.username, 'utf8'),
        Buffer.from(input.secretBlock, 'base64'),
        Buffer.from(input.timestamp, 'utf8'),
      ]),
    )
    .digest();
}

import { randomBytes } from 'node:crypto';
import { N, createVerifier, g, modPow, padHex, powModN, verifierMatches } from './srp';

const random = (bytes: number) => BigInt(`0x${randomBytes(bytes).toString('hex')}`);

describe('srp arithmetic', () => {
  it('powModN (OpenSSL) equals BigInt square-and-multiply', () => {
    for (let i = 0; i < 5; i += 1) {
      const base = random(384) % N;
      const exponent = random(32);
      expect(powModN(base, exponent)).toBe(modPow(base, exponent, N));
    }
    expect(powModN(g, 5n)).toBe(32n);
    expect(powModN(1n, 7n)).toBe(1n);
    expect(powModN(N - 1n, 2n)).toBe(1n);
  });

  it('pads hex like the library: even length, 00 before a set top bit', () => {
    expect(padHex(0x14n)).toBe('14');
    expect(padHex(0xecn)).toBe('00ec');
    expect(padHex(0xabcn)).toBe('0abc');
  });

  it('checks a password against its verifier only', () => {
    const stored = createVerifier('demo', 'user-sub', 'Right#Pass1');
    expect(verifierMatches('demo', 'user-sub', 'Right#Pass1', stored)).toBe(true);
    expect(verifierMatches('demo', 'user-sub', 'Wrong#Pass1', stored)).toBe(false);
    expect(verifierMatches('acme', 'user-sub', 'Right#Pass1', stored)).toBe(false);
  });
});

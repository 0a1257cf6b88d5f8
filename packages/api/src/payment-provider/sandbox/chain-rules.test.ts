import {
  checksumAddress,
  escrowAddressFor,
  formatMinor,
  isTransactionHash,
  normalizeHash,
  parseMajorAmount,
  randomAddress,
  sameAddress,
  transactionHashOf,
} from './chain-rules';

// The EIP-55 specification's own examples.
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ALSO_CHECKSUMMED = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('transaction hashes', () => {
  it('are 0x and 64 hexadecimal digits, in either case', () => {
    expect(isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true);
    expect(isTransactionHash(`0x${'AB'.repeat(32)}`)).toBe(true);
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false);
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false);
    expect(isTransactionHash(`${'a'.repeat(64)}`)).toBe(false);
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false);
    expect(isTransactionHash(CHECKSUMMED)).toBe(false);
  });

  it('are stored and compared in lower case; anything else is no hash', () => {
    expect(normalizeHash(` 0x${'AB'.repeat(32)} `)).toBe(`0x${'ab'.repeat(32)}`);
    expect(normalizeHash('0x1234')).toBeNull();
  });

  it('are made from what a transfer moves and a nonce, so none repeats', () => {
    const facts = {
      tenantId: 'demo',
      from: CHECKSUMMED,
      to: ALSO_CHECKSUMMED,
      amount: 480,
      currency: 'GBP',
    };
    const hash = transactionHashOf(facts, 'nonce-1');
    expect(isTransactionHash(hash)).toBe(true);
    expect(hash).toBe(hash.toLowerCase());
    expect(transactionHashOf(facts, 'nonce-1')).toBe(hash);
    expect(transactionHashOf(facts, 'nonce-2')).not.toBe(hash);
    expect(transactionHashOf({ ...facts, amount: 481 }, 'nonce-1')).not.toBe(hash);
    expect(transactionHashOf(facts)).not.toBe(transactionHashOf(facts));
  });
});

describe('addresses', () => {
  it('answer the checksum form of a valid address, whatever its case', () => {
    expect(checksumAddress(CHECKSUMMED)).toBe(CHECKSUMMED);
    expect(checksumAddress(CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED);
    expect(checksumAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toBe(CHECKSUMMED);
  });

  it('refuse a mixed-case address whose EIP-55 checksum does not match, and non-addresses', () => {
    const typo = CHECKSUMMED.replace('aAeb', 'aaeb');
    expect(checksumAddress(typo)).toBeNull();
    expect(checksumAddress('0x1234')).toBeNull();
    expect(checksumAddress(`${CHECKSUMMED}00`)).toBeNull();
    expect(checksumAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
  });

  it('are the same account whatever their case', () => {
    expect(sameAddress(CHECKSUMMED, CHECKSUMMED.toLowerCase())).toBe(true);
    expect(sameAddress(CHECKSUMMED, ALSO_CHECKSUMMED)).toBe(false);
    expect(sameAddress('not an address', 'not an address')).toBe(false);
  });

  it('of escrows are derived per tenant and reference, checksummed', () => {
    const escrow = escrowAddressFor('demo', 'milestone-1');
    expect(checksumAddress(escrow)).toBe(escrow);
    expect(escrow).not.toBe(escrow.toLowerCase());
    expect(escrowAddressFor('demo', 'milestone-1')).toBe(escrow);
    expect(escrowAddressFor('demo', 'milestone-2')).not.toBe(escrow);
    expect(escrowAddressFor('acme', 'milestone-1')).not.toBe(escrow);
  });

  it('of test wallets are random and checksummed', () => {
    const wallet = randomAddress();
    expect(checksumAddress(wallet)).toBe(wallet);
    expect(randomAddress()).not.toBe(wallet);
  });
});

describe('amounts on the wallet page', () => {
  it('show minor units in major units of the currency', () => {
    expect(formatMinor(480, 'GBP')).toBe('4.80');
    expect(formatMinor(5, 'EUR')).toBe('0.05');
    expect(formatMinor(480, 'JPY')).toBe('480');
  });

  it('read a typed amount back as minor units, refusing what is not one', () => {
    expect(parseMajorAmount('4.80', 'GBP')).toBe(480);
    expect(parseMajorAmount(' 4.8 ', 'GBP')).toBe(480);
    expect(parseMajorAmount('4', 'GBP')).toBe(400);
    expect(parseMajorAmount('480', 'JPY')).toBe(480);
    expect(parseMajorAmount('4.805', 'GBP')).toBeNull();
    expect(parseMajorAmount('4.5', 'JPY')).toBeNull();
    expect(parseMajorAmount('0', 'GBP')).toBeNull();
    expect(parseMajorAmount('-1', 'GBP')).toBeNull();
    expect(parseMajorAmount('£4.80', 'GBP')).toBe(480);
    expect(parseMajorAmount('4.8.0', 'GBP')).toBeNull();
    expect(parseMajorAmount('four', 'GBP')).toBeNull();
    expect(parseMajorAmount('', 'GBP')).toBeNull();
  });
});

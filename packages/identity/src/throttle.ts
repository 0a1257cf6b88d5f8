import { ServiceError } from './errors';

export interface ThrottleOptions {
  /** Failed sign-ins of one account from one address before each further try must wait. */
  freeFailuresPerClient: number;
  /** Failed sign-ins from one address (any accounts) before each further try must wait. */
  freeFailuresPerIp: number;
  /**
   * Failed sign-ins of one account from every address before addresses the account has not
   * signed in from lately must wait too (guessing spread over many addresses).
   */
  freeFailuresPerAccount: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait of one address (per account, or over all accounts). */
  maxDelayMs: number;
  /** The longest wait the account-wide count imposes: short, so it never locks the owner out. */
  maxAccountDelayMs: number;
  /** A count is forgotten this long after its last failure. */
  forgetAfterMs: number;
  /** How long a successful sign-in exempts its address from the account-wide wait. */
  knownClientMs: number;
  /** Entries kept per map before the oldest are dropped (memory bound). */
  maxEntries: number;
  now?: () => number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  freeFailuresPerClient: 3,
  freeFailuresPerIp: 30,
  freeFailuresPerAccount: 10,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  maxAccountDelayMs: 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
  knownClientMs: 30 * 24 * 3600 * 1000,
  maxEntries: 100_000,
};

interface Count {
  failures: number;
  lastFailureAt: number;
  /** Tries before this time are refused unread. */
  waitUntil: number;
}

/** A Map that drops its oldest entries beyond `max` (insertion order). */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

function tooMany(waitMs: number): ServiceError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ServiceError(
    'TooManyRequestsException',
    `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
}

/**
 * Failed sign-ins slow the next tries down instead of locking the account: past a few free
 * failures every try must wait, and each failure doubles the wait (docs/security.md#sign-in).
 * Three counts: an account from one address (the usual guesser), an address over all accounts
 * (credential stuffing), and an account over all addresses, which only makes addresses the
 * account has not signed in from lately wait, at most `maxAccountDelayMs`, so nobody can lock
 * the owner out. Kept in memory of this instance, like the SRP challenges.
 */
export class LoginThrottle {
  private readonly options: ThrottleOptions;
  private readonly now: () => number;
  private readonly counts = new Map<string, Count>();
  private readonly knownClients = new Map<string, number>();

  constructor(options: Partial<ThrottleOptions> = {}) {
    this.options = { ...DEFAULT_THROTTLE, ...options };
    this.now = options.now ?? Date.now;
  }

  private current(key: string): Count | undefined {
    const count = this.counts.get(key);
    if (count && this.now() - count.lastFailureAt > this.options.forgetAfterMs) {
      this.counts.delete(key);
      return undefined;
    }
    return count;
  }

  private waitOf(key: string): number {
    const count = this.current(key);
    return count ? count.waitUntil - this.now() : 0;
  }

  private isKnownClient(userKey: string, ip: string): boolean {
    const until = this.knownClients.get(`${userKey}\n${ip}`);
    return until !== undefined && until > this.now();
  }

  /** Throws TooManyRequestsException while this address must wait before trying this account. */
  assertAllowed(userKey: string, ip: string): void {
    const waits = [this.waitOf(`ip:${ip}`), this.waitOf(`client:${userKey}\n${ip}`)];
    if (!this.isKnownClient(userKey, ip)) waits.push(this.waitOf(`account:${userKey}`));
    const wait = Math.max(...waits);
    if (wait > 0) throw tooMany(wait);
  }

  private count(key: string, free: number, maxDelayMs: number): void {
    const now = this.now();
    const failures = (this.current(key)?.failures ?? 0) + 1;
    const extra = failures - free;
    const delay =
      extra < 0 ? 0 : Math.min(maxDelayMs, this.options.baseDelayMs * 2 ** Math.min(extra, 30));
    remember(
      this.counts,
      key,
      { failures, lastFailureAt: now, waitUntil: now + delay },
      this.options.maxEntries,
    );
  }

  recordFailure(userKey: string, ip: string): void {
    const { options } = this;
    this.count(`ip:${ip}`, options.freeFailuresPerIp, options.maxDelayMs);
    this.count(`client:${userKey}\n${ip}`, options.freeFailuresPerClient, options.maxDelayMs);
    this.count(`account:${userKey}`, options.freeFailuresPerAccount, options.maxAccountDelayMs);
  }

  /**
   * The right password from this address: its count for the account is cleared and the address
   * is a known client of the account from now on. The account-wide count stays (it decays), so
   * a success does not hand a distributed guesser fresh tries.
   */
  recordSuccess(userKey: string, ip: string): void {
    this.counts.delete(`client:${userKey}\n${ip}`);
    remember(
      this.knownClients,
      `${userKey}\n${ip}`,
      this.now() + this.options.knownClientMs,
      this.options.maxEntries,
    );
  }

  /** The owner proved control of the mailbox (password reset): every count of the account ends. */
  recordReset(userKey: string): void {
    this.counts.delete(`account:${userKey}`);
    const prefix = `client:${userKey}\n`;
    for (const key of this.counts.keys()) if (key.startsWith(prefix)) this.counts.delete(key);
  }
}

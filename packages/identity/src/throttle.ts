import { ServiceError } from './errors';

export interface ThrottleOptions {
  /** Failed sign-ins per user inside the window before the user is locked out. */
  maxFailuresPerUser: number;
  /** Failed sign-ins per source address inside the window before it is refused. */
  maxFailuresPerIp: number;
  windowMs: number;
  now?: () => number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  maxFailuresPerUser: 5,
  maxFailuresPerIp: 50,
  windowMs: 15 * 60 * 1000,
};

/**
 * Sliding-window counters of failed sign-ins, kept in memory of this instance: a locked-out
 * user gets Cognito's "Password attempts exceeded", a noisy address TooManyRequestsException.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: ThrottleOptions = DEFAULT_THROTTLE) {
    this.now = options.now ?? Date.now;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  assertAllowed(userKey: string, ip: string): void {
    if (this.recent(`ip:${ip}`).length >= this.options.maxFailuresPerIp) {
      throw new ServiceError('TooManyRequestsException', 'Too many requests from this address.');
    }
    if (this.recent(`user:${userKey}`).length >= this.options.maxFailuresPerUser) {
      throw new ServiceError('NotAuthorizedException', 'Password attempts exceeded');
    }
  }

  recordFailure(userKey: string, ip: string): void {
    for (const key of [`user:${userKey}`, `ip:${ip}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  recordSuccess(userKey: string): void {
    this.failures.delete(`user:${userKey}`);
  }
}

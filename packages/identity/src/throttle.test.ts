import { ServiceError } from './errors';
import { LoginThrottle } from './throttle';

describe('LoginThrottle', () => {
  let clock = 0;
  const throttle = () =>
    new LoginThrottle({
      freeFailuresPerClient: 3,
      freeFailuresPerIp: 8,
      freeFailuresPerAccount: 6,
      baseDelayMs: 1000,
      maxDelayMs: 15 * 60_000,
      maxAccountDelayMs: 60_000,
      forgetAfterMs: 3600_000,
      knownClientMs: 30 * 24 * 3600_000,
      now: () => clock,
    });
  const waitOf = (t: LoginThrottle, user: string, ip: string): number => {
    try {
      t.assertAllowed(user, ip);
      return 0;
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ type: 'TooManyRequestsException' });
      return Number(/in (\d+) second/.exec((error as Error).message)?.[1]);
    }
  };

  beforeEach(() => {
    clock = Date.parse('2026-01-01T00:00:00Z');
  });

  it('lets the first failures through, then doubles the wait with each further failure', () => {
    const t = throttle();
    t.recordFailure('pool:alice', '10.0.0.1');
    t.recordFailure('pool:alice', '10.0.0.1');
    expect(waitOf(t, 'pool:alice', '10.0.0.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      t.recordFailure('pool:alice', '10.0.0.1');
      waits.push(waitOf(t, 'pool:alice', '10.0.0.1'));
      clock += waits[i]! * 1000;
      expect(waitOf(t, 'pool:alice', '10.0.0.1')).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('never locks the owner out: another address signs in at once, every wait ends', () => {
    const t = throttle();
    for (let i = 0; i < 5; i += 1) t.recordFailure('pool:alice', '10.0.0.66');
    expect(waitOf(t, 'pool:alice', '10.0.0.66')).toBeGreaterThan(0);
    expect(waitOf(t, 'pool:alice', '10.0.0.2')).toBe(0);
    for (let i = 0; i < 40; i += 1) t.recordFailure('pool:alice', '10.0.0.66');
    expect(waitOf(t, 'pool:alice', '10.0.0.66')).toBe(15 * 60);
    clock += 15 * 60_000;
    expect(waitOf(t, 'pool:alice', '10.0.0.66')).toBe(0);
  });

  it('spread over many addresses, slows only addresses the account has not signed in from, for at most a minute', () => {
    const t = throttle();
    t.recordSuccess('pool:bob', '192.168.1.5');
    for (let i = 0; i < 20; i += 1) t.recordFailure('pool:bob', `10.1.0.${i}`);
    expect(waitOf(t, 'pool:bob', '10.9.9.9')).toBe(60);
    expect(waitOf(t, 'pool:bob', '192.168.1.5')).toBe(0);
    clock += 60_000;
    expect(waitOf(t, 'pool:bob', '10.9.9.9')).toBe(0);
  });

  it('slows an address failing across many accounts', () => {
    const t = throttle();
    for (let i = 0; i < 8; i += 1) t.recordFailure(`pool:user${i}`, '10.0.0.9');
    expect(waitOf(t, 'pool:fresh', '10.0.0.9')).toBe(1);
    expect(waitOf(t, 'pool:fresh', '10.0.0.10')).toBe(0);
  });

  it('clears the address’s count on success and every count on a password reset', () => {
    const t = throttle();
    for (let i = 0; i < 3; i += 1) t.recordFailure('pool:carol', '10.0.0.1');
    t.recordSuccess('pool:carol', '10.0.0.1');
    t.recordFailure('pool:carol', '10.0.0.1');
    expect(waitOf(t, 'pool:carol', '10.0.0.1')).toBe(0);
    for (let i = 0; i < 9; i += 1) t.recordFailure('pool:carol', `10.2.0.${i % 3}`);
    expect(waitOf(t, 'pool:carol', '10.2.0.1')).toBeGreaterThan(0);
    t.recordReset('pool:carol');
    expect(waitOf(t, 'pool:carol', '10.2.0.1')).toBe(0);
  });

  it('forgets failures an hour after the last one', () => {
    const t = throttle();
    for (let i = 0; i < 3; i += 1) t.recordFailure('pool:dan', '10.0.0.1');
    clock += 3600_001;
    t.recordFailure('pool:dan', '10.0.0.1');
    expect(waitOf(t, 'pool:dan', '10.0.0.1')).toBe(0);
  });
});

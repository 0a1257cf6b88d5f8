import { LoginThrottle } from './throttle';

describe('LoginThrottle', () => {
  let clock = 0;
  const throttle = () =>
    new LoginThrottle({
      maxFailuresPerUser: 5,
      maxFailuresPerIp: 8,
      windowMs: 15 * 60_000,
      now: () => clock,
    });

  beforeEach(() => {
    clock = Date.parse('2026-01-01T00:00:00Z');
  });

  it('locks a user after 5 failures in 15 minutes, and lets them in again after the window', () => {
    const t = throttle();
    for (let i = 0; i < 5; i += 1) t.recordFailure('pool:alice', '10.0.0.1');
    expect(() => t.assertAllowed('pool:alice', '10.0.0.2')).toThrow('Password attempts exceeded');
    expect(() => t.assertAllowed('pool:bob', '10.0.0.1')).not.toThrow();
    clock += 15 * 60_000 + 1;
    expect(() => t.assertAllowed('pool:alice', '10.0.0.1')).not.toThrow();
  });

  it('refuses an address that fails across many accounts with TooManyRequestsException', () => {
    const t = throttle();
    for (let i = 0; i < 8; i += 1) t.recordFailure(`pool:user${i}`, '10.0.0.9');
    expect(() => t.assertAllowed('pool:fresh', '10.0.0.9')).toThrow(
      expect.objectContaining({ type: 'TooManyRequestsException' }),
    );
    expect(() => t.assertAllowed('pool:fresh', '10.0.0.10')).not.toThrow();
  });

  it('clears a user’s failures on success', () => {
    const t = throttle();
    for (let i = 0; i < 4; i += 1) t.recordFailure('pool:carol', '10.0.0.1');
    t.recordSuccess('pool:carol');
    t.recordFailure('pool:carol', '10.0.0.1');
    expect(() => t.assertAllowed('pool:carol', '10.0.0.1')).not.toThrow();
  });
});

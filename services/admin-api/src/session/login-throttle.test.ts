import { describe, expect, it } from 'vitest';
import { LoginThrottle, type LoginThrottlePolicy } from './login-throttle.ts';

const policy: LoginThrottlePolicy = {
  freeFailuresPerAccountAndAddress: 3,
  freeFailuresPerAddress: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 3_600_000,
  accountSlowdownAfterFailures: 5,
  firstAccountSlowdownMs: 100,
  maxAccountSlowdownMs: 2_000,
};

function throttleAt(clock: { now: number }, maxTrackedKeys?: number) {
  return new LoginThrottle({ policy, maxTrackedKeys }, () => clock.now);
}

const attacker = { account: 'admin', address: '203.0.113.7' };

describe('LoginThrottle', () => {
  it('makes one address wait after its free failures at one account, twice as long each time', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 3; i += 1) {
      throttle.recordFailure(attacker);
    }
    expect(throttle.waitMs(attacker)).toBe(0);
    throttle.recordFailure({ account: 'ADMIN', address: attacker.address });
    expect(throttle.waitMs(attacker)).toBe(1_000);
    clock.now = 1_000;
    expect(throttle.waitMs(attacker)).toBe(0);
    throttle.recordFailure(attacker);
    expect(throttle.waitMs(attacker)).toBe(2_000);
    clock.now = 3_000;
    throttle.recordFailure(attacker);
    expect(throttle.waitMs(attacker)).toBe(4_000);
    for (let i = 0; i < 20; i += 1) {
      throttle.recordFailure(attacker);
    }
    expect(throttle.waitMs(attacker)).toBe(policy.maxDelayMs);
  });

  it('never makes another address wait for the account, only slows its answers', () => {
    const throttle = throttleAt({ now: 0 });
    for (let i = 0; i < 40; i += 1) {
      throttle.recordFailure({ account: 'admin', address: `198.51.100.${i}` });
    }
    const owner = { account: 'admin', address: '192.0.2.1' };
    expect(throttle.waitMs(owner)).toBe(0);
    expect(throttle.slowdownMs('admin')).toBe(policy.maxAccountSlowdownMs);
    expect(throttle.slowdownMs('someone-else')).toBe(0);
    throttle.recordSuccess(owner);
    expect(throttle.slowdownMs('admin')).toBe(0);
  });

  it('makes an address wait that sprays many accounts', () => {
    const throttle = throttleAt({ now: 0 });
    for (let i = 0; i < 11; i += 1) {
      throttle.recordFailure({ account: `user-${i}`, address: attacker.address });
    }
    expect(throttle.waitMs({ account: 'fresh-name', address: attacker.address })).toBe(1_000);
    expect(throttle.waitMs({ account: 'fresh-name', address: '192.0.2.1' })).toBe(0);
  });

  it('starts afresh after the right password, and after a quiet spell', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 4; i += 1) {
      throttle.recordFailure(attacker);
    }
    throttle.recordSuccess(attacker);
    expect(throttle.waitMs(attacker)).toBe(0);
    for (let i = 0; i < 4; i += 1) {
      throttle.recordFailure(attacker);
    }
    clock.now = policy.forgetAfterMs;
    throttle.recordFailure(attacker);
    expect(throttle.waitMs(attacker)).toBe(0);
  });

  it('drops the least recent key when it tracks too many', () => {
    const throttle = throttleAt({ now: 0 }, 6);
    for (let i = 0; i < 4; i += 1) {
      throttle.recordFailure(attacker);
    }
    expect(throttle.waitMs(attacker)).toBeGreaterThan(0);
    throttle.recordFailure({ account: 'a', address: '192.0.2.1' });
    throttle.recordFailure({ account: 'b', address: '192.0.2.2' });
    expect(throttle.waitMs(attacker)).toBe(0);
  });
});

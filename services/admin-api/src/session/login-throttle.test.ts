import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

function throttleAt(clock: { now: number }, maxTrackedAccounts?: number) {
  return new LoginThrottle({ maxFailures: 3, windowMs: 1000, maxTrackedAccounts }, () => clock.now);
}

describe('LoginThrottle', () => {
  it('locks an account after the allowed failures, whatever the case of the name', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    throttle.recordFailure('Admin');
    throttle.recordFailure('admin');
    expect(throttle.isLocked('admin')).toBe(false);
    throttle.recordFailure('ADMIN');
    expect(throttle.isLocked('admin')).toBe(true);
    expect(throttle.isLocked('someone-else')).toBe(false);
  });

  it('unlocks by itself when the window ends', () => {
    const clock = { now: 0 };
    const throttle = throttleAt(clock);
    for (let i = 0; i < 3; i += 1) {
      throttle.recordFailure('admin');
    }
    clock.now = 999;
    expect(throttle.isLocked('admin')).toBe(true);
    clock.now = 1000;
    expect(throttle.isLocked('admin')).toBe(false);
  });

  it('forgets the failures after a successful sign-in', () => {
    const throttle = throttleAt({ now: 0 });
    throttle.recordFailure('admin');
    throttle.recordFailure('admin');
    throttle.reset('admin');
    throttle.recordFailure('admin');
    throttle.recordFailure('admin');
    expect(throttle.isLocked('admin')).toBe(false);
  });

  it('drops the oldest account when it tracks too many', () => {
    const throttle = throttleAt({ now: 0 }, 2);
    for (let i = 0; i < 3; i += 1) {
      throttle.recordFailure('first');
    }
    throttle.recordFailure('second');
    throttle.recordFailure('third');
    expect(throttle.isLocked('first')).toBe(false);
  });
});

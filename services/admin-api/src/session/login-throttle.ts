import { adminSignInThrottle } from '@phi/contracts/constants';

export type LoginThrottlePolicy = { readonly [K in keyof typeof adminSignInThrottle]: number };

export interface LoginThrottleOptions {
  policy?: LoginThrottlePolicy;
  /** Bounds memory when a script sprays names or addresses; the least recent key goes first. */
  maxTrackedKeys?: number;
}

/** One sign-in attempt: the submitted name and the client's address key (clientAddressKey). */
export interface LoginAttempt {
  account: string;
  address: string;
}

interface FailureCount {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

/** How many ms `failures` earn once `free` of them are spent: doubling from `first`, capped. */
function growingDelay(failures: number, free: number, first: number, max: number): number {
  const beyond = failures - free;
  if (beyond <= 0) {
    return 0;
  }
  // 2^30 already exceeds every cap; the bound keeps the power finite.
  return Math.min(max, first * 2 ** Math.min(beyond - 1, 30));
}

/**
 * Failed sign-ins, counted three ways (the submitted name, known or not, so nothing here
 * reveals which accounts exist):
 * - per account and address, and per address over all accounts: past a few free failures the
 *   address must wait before its next attempt, twice as long after each further failure;
 * - per account from everywhere: only slows that account's answers (at most
 *   maxAccountSlowdownMs), so failures from elsewhere never keep the right password out.
 * Kept in memory: per replica, which the per-address limit on the route backs up.
 */
export class LoginThrottle {
  private readonly counts = new Map<string, FailureCount>();
  private readonly policy: LoginThrottlePolicy;
  private readonly maxTrackedKeys: number;

  constructor(
    options: LoginThrottleOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.policy = options.policy ?? adminSignInThrottle;
    this.maxTrackedKeys = options.maxTrackedKeys ?? 30_000;
  }

  /** How long this address must still wait before the attempt may be checked; 0 when it may. */
  waitMs(attempt: LoginAttempt): number {
    const now = this.now();
    const blockedUntil = Math.max(
      this.current(pairKey(attempt))?.blockedUntil ?? 0,
      this.current(addressKey(attempt.address))?.blockedUntil ?? 0,
    );
    return Math.max(0, blockedUntil - now);
  }

  /** How long to hold this account's answer: the account-wide signal, never a refusal. */
  slowdownMs(account: string): number {
    const { accountSlowdownAfterFailures, firstAccountSlowdownMs, maxAccountSlowdownMs } =
      this.policy;
    const failures = this.current(accountKey(account))?.failures ?? 0;
    return growingDelay(
      failures,
      accountSlowdownAfterFailures,
      firstAccountSlowdownMs,
      maxAccountSlowdownMs,
    );
  }

  recordFailure(attempt: LoginAttempt): void {
    const { policy } = this;
    this.count(pairKey(attempt), policy.freeFailuresPerAccountAndAddress);
    this.count(addressKey(attempt.address), policy.freeFailuresPerAddress);
    this.count(accountKey(attempt.account), Number.POSITIVE_INFINITY);
  }

  /** The right password: this address at this account, and the account, start afresh. */
  recordSuccess(attempt: LoginAttempt): void {
    this.counts.delete(pairKey(attempt));
    this.counts.delete(accountKey(attempt.account));
  }

  private current(key: string): FailureCount | undefined {
    const count = this.counts.get(key);
    if (count && this.now() - count.lastFailureAt >= this.policy.forgetAfterMs) {
      this.counts.delete(key);
      return undefined;
    }
    return count;
  }

  private count(key: string, freeFailures: number): void {
    const now = this.now();
    const failures = (this.current(key)?.failures ?? 0) + 1;
    const delay = growingDelay(
      failures,
      freeFailures,
      this.policy.firstDelayMs,
      this.policy.maxDelayMs,
    );
    // Re-inserted so the map's order is least recently failed first, for eviction.
    this.counts.delete(key);
    if (this.counts.size >= this.maxTrackedKeys) {
      const oldest = this.counts.keys().next();
      if (!oldest.done) {
        this.counts.delete(oldest.value);
      }
    }
    this.counts.set(key, { failures, lastFailureAt: now, blockedUntil: now + delay });
  }
}

function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}

function pairKey({ account, address }: LoginAttempt): string {
  return `pair\n${normaliseAccount(account)}\n${address}`;
}

function addressKey(address: string): string {
  return `address\n${address}`;
}

function accountKey(account: string): string {
  return `account\n${normaliseAccount(account)}`;
}

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
  /** Bounds memory when a script sprays many usernames; the oldest entries go first. */
  maxTrackedAccounts?: number;
}

interface FailureWindow {
  count: number;
  startedAt: number;
}

/**
 * Failed sign-ins per account (the submitted username, known or not, so a lock reveals
 * nothing about which accounts exist). A window ends by itself windowMs after its first
 * failure. Kept in memory: per replica, which the per-IP limit in front of it backs up.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, FailureWindow>();
  private readonly maxTrackedAccounts: number;

  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.maxTrackedAccounts = options.maxTrackedAccounts ?? 10_000;
  }

  private current(account: string): FailureWindow | undefined {
    const key = account.toLowerCase();
    const window = this.failures.get(key);
    if (window && this.now() - window.startedAt >= this.options.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return window;
  }

  isLocked(account: string): boolean {
    return (this.current(account)?.count ?? 0) >= this.options.maxFailures;
  }

  recordFailure(account: string): void {
    const window = this.current(account);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.failures.size >= this.maxTrackedAccounts) {
      const oldest = this.failures.keys().next();
      if (!oldest.done) {
        this.failures.delete(oldest.value);
      }
    }
    this.failures.set(account.toLowerCase(), { count: 1, startedAt: this.now() });
  }

  reset(account: string): void {
    this.failures.delete(account.toLowerCase());
  }
}

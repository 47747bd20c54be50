// spec: chat-news-admin §4 and §7 (admin session)
export const adminTokenRefreshIntervalMs = 840_000;

// Ours: staff passwords (the bootstrap admin's minimum is the same 12 characters).
export const adminPasswordLength = { min: 12, max: 1024 } as const;
export const adminUsernameMaxLength = 100;
// Ours (the spec has no lockout): sign-in attempts per minute from one address (plenty for a
// person, useless for a guessing script; LOGIN_LIMIT_PER_IP_PER_MINUTE overrides it), and the
// sign-in throttle (services/admin-api/src/session/login-throttle.ts). Failures from one
// address at one account, and from one address at all accounts, earn that address a wait that
// doubles with each further failure; failures at one account from everywhere only slow its
// answers a little, so nobody can lock the right password out from a clean address.
export const adminLoginLockout = {
  attemptsPerIpPerMinute: 10,
} as const;
export const adminSignInThrottle = {
  freeFailuresPerAccountAndAddress: 3,
  freeFailuresPerAddress: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
  /** A key with no failure for this long starts afresh. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
  accountSlowdownAfterFailures: 10,
  firstAccountSlowdownMs: 100,
  maxAccountSlowdownMs: 2_000,
} as const;

// Ours: the admin second factor (RFC 6238 TOTP as authenticator apps read it: SHA-1, 6 digits,
// 30 s; one step either side for clock drift), its single-use recovery codes, and how long the
// password step of a sign-in stays valid while the code is asked for.
export const adminTotp = {
  issuer: 'Phi Admin',
  digits: 6,
  periodSeconds: 30,
  driftSteps: 1,
  recoveryCodeCount: 10,
  challengeLifetimeSeconds: 300,
} as const;
// Ours: a session ends after an hour without a refresh (ADMIN_SESSION_IDLE_MINUTES; the open
// admin app refreshes every 14 minutes) and 12 hours after sign-in however active it is
// (ADMIN_SESSION_MAX_HOURS).
export const adminSessionLifetimeDefaults = { idleMinutes: 60, maxHours: 12 } as const;

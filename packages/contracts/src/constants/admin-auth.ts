// spec: chat-news-admin §4 and §7 (admin session)
export const adminTokenRefreshIntervalMs = 840_000;

// Ours: staff passwords (the bootstrap admin's minimum is the same 12 characters).
export const adminPasswordLength = { min: 12, max: 1024 } as const;
export const adminUsernameMaxLength = 100;
// Ours (the spec has no lockout): failed sign-ins per account before it is refused a while, and
// sign-in or password-check attempts per minute from one address (plenty for a person, useless
// for a guessing script; LOGIN_LIMIT_PER_IP_PER_MINUTE overrides it).
export const adminLoginLockout = {
  maxFailures: 5,
  windowMinutes: 15,
  attemptsPerIpPerMinute: 10,
} as const;

// Ours (the spec is silent): Refresh News asks the API where its queued fetch stands this often,
// and stops waiting after this long (the articles shown are then the latest available).
export const newsRefreshTiming = {
  pollIntervalMs: 1500,
  pollTimeoutMs: 60_000,
} as const;

// spec: site-marketing-careers §7 and §9 (GET /api/jobs)
export const jobsQuery = {
  staleTimeMs: 5 * 60 * 1000,
  retries: 2,
  retryDelayMs: 1000,
} as const;

// spec: site-marketing-careers §2.8 and §9
export const applicationProcessSteps = ['Apply', 'Screen', 'Interview', 'Offer'] as const;

// spec: chat-news-admin §3 and §9 (job types)
export const jobTypeCount = 5;

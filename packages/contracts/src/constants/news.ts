// spec: chat-news-admin §9 (news)
export const newsLimits = {
  featuredCount: 6,
  featuredCardTags: 2,
  cardTags: 3,
  excerptMaxChars: 150,
  loadingPlaceholders: 6,
  daysPerWeek: 7,
  relativeWeeksBelowDays: 30,
} as const;

// spec: chat-news-admin §3 (news_sources: priority defaults to 1)
export const newsSourceDefaultPriority = 1;
/** Larger is fetched first and preferred for Featured Research; the admin form's upper bound. */
export const newsSourceMaxPriority = 100;
/** A feed provider's key is stored write-only; longer than any real key. */
export const newsSourceApiKeyMaxChars = 500;

// Ours (the spec is silent): how the news pipeline fetches, stores and serves.
export const newsPipelineLimits = {
  /** A feed larger than this is refused while it downloads (a 50 MB body fails the fetch). */
  feedMaxBytes: 5 * 1024 * 1024,
  /** The whole fetch: connect, redirects and body. */
  fetchTimeoutMs: 15_000,
  maxRedirects: 5,
  /** Items read from one feed; the rest wait for the next fetch. */
  maxItemsPerFeed: 200,
  /** Stored article text (the page cuts the excerpt to 150; §9). */
  storedExcerptMaxChars: 500,
  storedContentMaxChars: 20_000,
  titleMaxChars: 500,
  tagsPerArticle: 8,
  tagMaxChars: 40,
  /** Read time: words per minute, at least 1 minute. */
  wordsPerMinute: 200,
  /** How often each active source is fetched. */
  sourceIntervalMs: 60 * 60 * 1000,
  /** A failing source waits this long after its first failure, doubling to the cap. */
  failureBackoffBaseMs: 15 * 60 * 1000,
  failureBackoffMaxMs: 24 * 60 * 60 * 1000,
  /** Consecutive failed fetches after which a source shows status error (still fetched). */
  failuresBeforeErrorStatus: 3,
  /** Featured Research picks recent articles with an image, at most this many per source. */
  featuredWindowDays: 14,
  featuredPerSource: 2,
  articleRetentionDays: 180,
  fetchLogRetentionDays: 30,
  /** GET /api/news pages. */
  listPageSize: 24,
  listMaxPageSize: 60,
  listCacheMs: 5_000,
  /** POST /api/news/fetch per address and hour. */
  refreshPerIpPerHour: 10,
} as const;

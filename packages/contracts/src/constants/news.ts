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

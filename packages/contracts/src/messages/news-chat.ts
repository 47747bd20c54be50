// spec: chat-news-admin §2 (chat page), §5 and §8
export const chatMessages = {
  assistantName: 'Phi AI',
  // The spec says the assistant opens with a greeting without giving it; ours.
  greeting: "Hi, I'm Phi AI. Ask me anything about our AI automation services.",
  emptyMessage: 'Message cannot be empty.',
  alreadyProcessing: 'Already processing a message. Please wait.',
  defaultError: 'Sorry, I encountered an error. Please try again.',
  serverError: (message: string) => `Error: ${message}`,
  inputPlaceholder: 'Type your message...',
  send: 'Send',
  clearChat: 'Clear chat',
  voiceChat: 'Voice chat',
  settings: 'Settings',
  comingSoon: 'Coming soon',
  back: 'Back',
  typing: 'Phi AI is typing...',
  // Without a model key, answers come from the site's own knowledge and say so
  // (docs/architecture.md#status).
  knowledgeAnswerLabel: "Answered from our website's own content",
} as const;

// spec: chat-news-admin §2 (news page) and §8
export const newsMessages = {
  heroTitle: 'AI/ML/DL News & Insights',
  featuredResearch: 'Featured Research',
  allArticles: 'All Articles',
  noArticles: 'No Articles Available',
  refreshNews: 'Refresh News',
  getInTouch: 'Get In Touch',
  exploreServices: 'Explore Services',
  fetchNewsFailed: 'Failed to fetch news',
  fetchFeaturedFailed: 'Failed to fetch featured news',
} as const;

// spec: chat-news-admin §5 and §9, date display
export const dateMessages = {
  notAvailable: 'Date not available',
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: (days: number) => `${days} days ago`,
  // The spec writes "n weeks ago"; n = 1 reads "1 week ago".
  weeksAgo: (weeks: number) => (weeks === 1 ? '1 week ago' : `${weeks} weeks ago`),
} as const;

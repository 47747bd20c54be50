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
  // Ours: the first sentence of an answer built from the site's pages without a model.
  knowledgeAnswerLead: 'Here is what our website says about that:',
  // Ours: the answer to a question the site's content does not cover, in both modes; it names
  // what Phi AI can help with instead of making something up.
  offTopicRefusal:
    "I'm sorry, I can only help with questions about Phi: our AI and machine learning, software development, IoT and data science services, our products, careers at Phi and how to get in touch. Could you ask me about one of those?",
  sourcesHeading: 'Sources',
  handoffContact: 'Talk to our team',
  handoffContactHint: 'Our team can answer questions about pricing, demos and quotes.',
  handoffJobs: 'Open positions',
  jobsHandoffIntro: 'These open positions may interest you:',
  noOpenPositions:
    'We have no open positions right now, but we are always glad to hear from people who want to join us:',
  generalApplication: 'Send a general application',
  // Ours: the server's error field when the model fails (shown as "Error: {message}").
  modelTimeout: 'The assistant took too long to answer. Please try again.',
  modelUnavailable: 'The assistant is unavailable right now. Please try again.',
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

// spec: chat-news-admin §9 (chat history); the message length cap is ours, to bound model cost
export const chatLimits = {
  historyMessages: 10,
  maxMessageChars: 4000,
  // Ours: a client may send a longer history (one that trims later than the spec's page); it
  // is accepted up to this many items and only the last `historyMessages` are used.
  acceptedHistoryItems: 50,
  // Ours: how much of the visitor's question travels in a contact hand-off link.
  handoffQuestionChars: 1000,
  // Ours: at most this many site passages back one answer, and this many jobs in a hand-off.
  maxSources: 4,
  maxHandoffJobs: 5,
} as const;
export const chatModel = 'gpt-4o-mini';

// Ours: public-api's defaults (CHAT_LIMIT_PER_IP_PER_MINUTE, CHAT_OFFLINE_WORD_DELAY_MS). An
// answer built from the site's pages is streamed a word at a time like a model's, so the page
// behaves the same in both modes and its stop button has something to stop.
export const chatServerDefaults = {
  limitPerIpPerMinute: 20,
  offlineWordDelayMs: 25,
} as const;

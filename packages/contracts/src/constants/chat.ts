// spec: chat-news-admin §9 (chat history); the message length cap is ours, to bound model cost
export const chatLimits = {
  historyMessages: 10,
  maxMessageChars: 4000,
} as const;
export const chatModel = 'gpt-4o-mini';

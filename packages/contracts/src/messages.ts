// User-visible texts, word for word from the spec, grouped by feature. Never retype one of these
// inline; a text with a placeholder is a small function.
export * from './messages/admin.ts';
export * from './messages/careers.ts';
export * from './messages/news-chat.ts';
export * from './messages/site.ts';
export * from './messages/voice.ts';

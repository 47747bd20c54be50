// Insert and partial-update schemas of the stored model (spec: chat-news-admin §3). Admin-only:
// exported from '@phi/contracts/admin', never from the public entry point.
export * from './admin-users.ts';
export * from './blog-posts.ts';
export * from './contacts.ts';
export * from './job-applications.ts';
export * from './jobs.ts';
export * from './news-articles.ts';
export * from './news-fetch-logs.ts';
export * from './voice-sessions.ts';
export * from './voicebot-metrics.ts';
export * from './voicebot-profiles.ts';
export * from './voicebot-usage-summaries.ts';

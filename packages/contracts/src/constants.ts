// Limits, intervals and sizes from the spec. The UI checks them and the server enforces them
// again (a client can skip the UI), so both import them from here. Grouped by feature, one file
// each; this module exports them all.
export * from './constants/admin-auth.ts';
export * from './constants/admin-lists.ts';
export * from './constants/careers.ts';
export * from './constants/chat.ts';
export * from './constants/contact.ts';
export * from './constants/gateway.ts';
export * from './constants/monitoring.ts';
export * from './constants/news.ts';
export * from './constants/site.ts';
export * from './constants/text-limits.ts';
export * from './constants/ui.ts';
export * from './constants/uploads.ts';
export * from './constants/voice.ts';
export * from './constants/voice-catalogue.ts';

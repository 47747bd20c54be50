// Shared, non-admin contracts. Admin-only schemas live behind '@phi/contracts/admin'.
export * from './constants.ts';
export * from './csv.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './file-name.ts';
export * from './health.ts';
export * from './messages.ts';
export * from './navigation.ts';
export type * from './news-article-input.ts';
export * from './news-format.ts';
export * from './schema-helpers.ts';
export * from './voicebot-validation.ts';

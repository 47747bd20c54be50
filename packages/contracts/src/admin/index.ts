// Admin API contracts (admin app and admin-api only). Re-exports the shared ones it uses.
export * from '../enums.ts';
export * from '../health.ts';
export * from '../news-format.ts';
export * from '../public/jobs.ts';
export * from '../schema-helpers.ts';
export * from './admin-users.ts';
export * from './analytics.ts';
export * from './application-fields.ts';
export * from './applications.ts';
export * from './auth.ts';
export * from './contacts.ts';
export * from './csv-rows.ts';
export * from './dashboard.ts';
export * from './jobs.ts';
export * from './list-query.ts';
export * from './news-sources.ts';
export * from './voice-analytics.ts';

// The back office's services, behind a subpath of their own: they load @phi/contracts/admin,
// whose schemas register OpenAPI ids, and the public API must never load those.
export * from './analytics/analytics.service.ts';
export * from './applications/application-admin.service.ts';
export * from './applications/applications.mapper.ts';
export * from './applications/applications-export.service.ts';
export * from './audit/audit.service.ts';
export * from './audit/audit-log-list.service.ts';
export * from './contacts/contact-admin.service.ts';
export * from './contacts/contacts.mapper.ts';
export * from './contacts/contacts-export.service.ts';
export * from './jobs/job-admin.service.ts';
export * from './list-paging.ts';
export * from './news/news-admin.mapper.ts';
export * from './news/news-article-admin.service.ts';
export * from './news/news-source-admin.service.ts';
export * from './voice-admin/voice-admin.service.ts';

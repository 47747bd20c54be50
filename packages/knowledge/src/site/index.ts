export * from './index-site.ts';
export * from './page-sections.ts';
export * from './site-documents.ts';

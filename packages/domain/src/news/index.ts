// What the news worker and public-api use. The admin services sit behind @phi/domain/admin.
export * from './fetch-backoff.ts';
export * from './fetch-bookkeeping.service.ts';
export * from './news.mapper.ts';
export * from './news-lists.service.ts';
export * from './prune-news.service.ts';
export * from './store-articles.service.ts';

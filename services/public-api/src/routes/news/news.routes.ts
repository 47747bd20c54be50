import { AppError, errorBodySchema } from '@phi/contracts/errors';
import { newsFetchAllJob } from '@phi/contracts/jobs';
import {
  blogPostListSchema,
  type NewsListQuery,
  newsArticleListSchema,
  newsFetchJobParamsSchema,
  newsFetchResponseSchema,
  newsFetchStatusSchema,
  newsListQuerySchema,
} from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { listFeaturedArticles, listPublicArticles, listPublishedBlogPosts } from '@phi/domain/news';
import type { Producer } from '@phi/queue';
import { strictRateLimit } from '@phi/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { createJsonCache, createKeyedJsonCache, sendCachedJson } from '../json-cache.ts';

export interface NewsRoutesOptions {
  db: Kysely<Database>;
  /** Queues a fetch of every source for the news worker (Refresh News). */
  producer: Producer;
  /** How long the lists are kept in memory; new articles reach the page within this time. */
  listCacheMs: number;
  refreshLimitPerIpPerHour: number;
}

// Feeds are fetched hourly; browsers and the proxy may keep a list for a minute.
const publicCache = 'public, max-age=60';
/** While one refresh is waiting or running, every visitor's Refresh News joins it. */
const refreshDeduplicationId = 'news-refresh';

// spec: chat-news-admin §7 (public calls: news, featured, fetch, blog)
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, options) => {
  const { db, producer, listCacheMs } = options;
  const lists = createKeyedJsonCache(
    (query: NewsListQuery) => listPublicArticles(db, query, new Date()),
    newsArticleListSchema,
    listCacheMs,
    { keyOf: (query) => JSON.stringify([query.category, query.source, query.page, query.limit]) },
  );
  const featured = createJsonCache(
    () => listFeaturedArticles(db, new Date()),
    newsArticleListSchema,
    listCacheMs,
  );
  const blog = createJsonCache(
    () => listPublishedBlogPosts(db, new Date()),
    blogPostListSchema,
    listCacheMs,
  );

  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'News articles, newest first; category and source omitted for all',
        querystring: newsListQuerySchema,
        response: { 200: newsArticleListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => sendCachedJson(reply, await lists.read(request.query), publicCache),
  );

  app.get(
    '/news/featured',
    {
      schema: {
        tags: ['news'],
        summary: 'Featured Research: up to 6 articles',
        response: { 200: newsArticleListSchema },
      },
    },
    async (_request, reply) => sendCachedJson(reply, await featured.read(), publicCache),
  );

  app.post(
    '/news/fetch',
    {
      config: strictRateLimit(options.refreshLimitPerIpPerHour, '1 hour'),
      schema: {
        tags: ['news'],
        summary: 'Queue a fetch of every news source (Refresh News)',
        response: { 202: newsFetchResponseSchema, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      let jobId: string;
      try {
        jobId = await producer.enqueue(
          newsFetchAllJob,
          { trigger: 'refresh-news', requestedAt: new Date().toISOString() },
          { deduplicationId: refreshDeduplicationId },
        );
      } catch (err) {
        request.log.error({ err }, 'could not queue a news refresh');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return reply.code(202).send({ status: 'queued', jobId });
    },
  );

  app.get(
    '/news/fetch/:jobId',
    {
      schema: {
        tags: ['news'],
        summary: 'Where a queued Refresh News stands',
        params: newsFetchJobParamsSchema,
        response: { 200: newsFetchStatusSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      let state: Awaited<ReturnType<Producer['getJobState']>>;
      try {
        state = await producer.getJobState(newsFetchAllJob, request.params.jobId);
      } catch (err) {
        request.log.error({ err }, 'could not read a news refresh state');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      if (state === 'completed') {
        // The page reads the lists next: answer with what the fetch just stored, not with
        // lists kept from before it (other replicas keep theirs at most NEWS_LIST_CACHE_MS).
        lists.clear();
        featured.clear();
        blog.clear();
      }
      reply.header('cache-control', 'no-store');
      return { jobId: request.params.jobId, state };
    },
  );

  app.get(
    '/blog',
    {
      schema: {
        tags: ['news'],
        summary: 'Published blog posts (the news page shows them when there is no news)',
        response: { 200: blogPostListSchema },
      },
    },
    async (_request, reply) => sendCachedJson(reply, await blog.read(), publicCache),
  );
};

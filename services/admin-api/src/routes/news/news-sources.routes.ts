import {
  newsFetchLogListResponseSchema,
  newsSourceFetchResponseSchema,
  newsSourceIdParamsSchema,
  newsSourceInsertSchema,
  newsSourceListResponseSchema,
  newsSourcePatchSchema,
  newsSourceSchema,
} from '@phi/contracts/admin';
import { AppError, errorBodySchema } from '@phi/contracts/errors';
import { type Database, findNewsSourceById } from '@phi/db';
import {
  createNewsSource,
  deleteNewsSource,
  listNewsFetchLogs,
  listNewsSources,
  updateNewsSource,
} from '@phi/domain/admin';
import type { Producer } from '@phi/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requireSignedInAdmin } from '../../plugins/auth.ts';
import { queueSourceChange, queueSourceFetch } from './news-queue.ts';

export interface NewsSourcesRoutesOptions {
  db: Kysely<Database>;
  producer: Producer;
}

const tags = ['news'];
const idParams = { params: newsSourceIdParamsSchema };

// spec: chat-news-admin §3 (news_sources, news_fetch_logs); the screens and routes are ours
// (docs/architecture.md#news-pipeline). Changes are audited by the domain services; the API key
// is written, never answered (newsSourceSchema has only hasApiKey).
export const newsSourcesRoutes: FastifyPluginAsyncZod<NewsSourcesRoutesOptions> = async (
  app,
  { db, producer },
) => {
  app.get(
    '/news-sources',
    {
      schema: {
        tags,
        summary: 'Every news source with its feed health and article count, by priority',
        response: { 200: newsSourceListResponseSchema, 401: errorBodySchema },
      },
    },
    async () => ({ sources: await listNewsSources(db) }),
  );

  app.post(
    '/news-sources',
    {
      schema: {
        tags,
        summary: 'Add a news source; an active one is scheduled and fetched at once',
        body: newsSourceInsertSchema,
        response: {
          201: newsSourceSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireSignedInAdmin(request);
      const source = await createNewsSource(db, admin.id, request.body);
      // The sync writes the source's scheduler, whose first fetch runs at once (BullMQ).
      await queueSourceChange(producer, request.log);
      return reply.code(201).send(source);
    },
  );

  app.put(
    '/news-sources/:id',
    {
      schema: {
        tags,
        summary: 'Change the fields sent; an absent API key stays, null clears it',
        ...idParams,
        body: newsSourcePatchSchema,
        response: {
          200: newsSourceSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      const source = await updateNewsSource(db, admin.id, request.params.id, request.body);
      // Status and priority decide whether and how the source is scheduled.
      await queueSourceChange(producer, request.log);
      return source;
    },
  );

  app.delete(
    '/news-sources/:id',
    {
      schema: {
        tags,
        summary: 'Delete a news source and its fetch logs; its articles stay',
        ...idParams,
        response: {
          204: z.undefined().describe('Deleted'),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireSignedInAdmin(request);
      await deleteNewsSource(db, admin.id, request.params.id);
      await queueSourceChange(producer, request.log);
      return reply.code(204).send();
    },
  );

  app.get(
    '/news-sources/:id/logs',
    {
      schema: {
        tags,
        summary: "The source's latest 50 fetches, newest first",
        ...idParams,
        response: {
          200: newsFetchLogListResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => ({ logs: await listNewsFetchLogs(db, request.params.id) }),
  );

  app.post(
    '/news-sources/:id/fetch',
    {
      schema: {
        tags,
        summary:
          'Fetch Now: queue a fetch of the source; while one waits or runs, its job id is answered',
        ...idParams,
        response: {
          202: newsSourceFetchResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const source = await findNewsSourceById(db, request.params.id);
      if (!source) {
        throw new AppError('NEWS_SOURCE_NOT_FOUND');
      }
      const jobId = await queueSourceFetch(producer, source.id, request.log);
      return reply.code(202).send({ status: 'queued' as const, jobId });
    },
  );
};

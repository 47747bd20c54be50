import {
  adminIdParamsSchema,
  adminNewsArticleListQuerySchema,
  adminNewsArticleListResponseSchema,
  adminNewsArticleSchema,
  newsArticleFeaturedBodySchema,
} from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { listAdminNewsArticles, setArticleFeaturedPin } from '@phi/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requireSignedInAdmin } from '../../plugins/auth.ts';

export interface NewsArticlesRoutesOptions {
  db: Kysely<Database>;
}

const tags = ['news'];

// Featured Research (spec: chat-news-admin §2, up to 6) is picked at read time; staff pin an
// article in, keep one out, or hand it back to the automatic choice
// (docs/architecture.md#news-pipeline and #departures, 11).
export const newsArticlesRoutes: FastifyPluginAsyncZod<NewsArticlesRoutesOptions> = async (
  app,
  { db },
) => {
  app.get(
    '/news-articles',
    {
      schema: {
        tags,
        summary:
          'Stored news articles, newest first, by source, title search or what Featured Research shows now',
        querystring: adminNewsArticleListQuerySchema,
        response: {
          200: adminNewsArticleListResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    (request) => listAdminNewsArticles(db, request.query),
  );

  app.put(
    '/news-articles/:id/featured',
    {
      schema: {
        tags,
        summary: 'Pin an article into Featured Research, keep it out, or leave it to the choice',
        params: adminIdParamsSchema,
        body: newsArticleFeaturedBodySchema,
        response: {
          200: adminNewsArticleSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      return setArticleFeaturedPin(db, admin.id, request.params.id, request.body.featured);
    },
  );
};

import {
  voiceOverviewResponseSchema,
  voiceSessionsQuerySchema,
  voiceSessionsResponseSchema,
} from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { listVoiceSessions, readVoiceOverview } from '@phi/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';

export interface VoiceRoutesOptions {
  db: Kysely<Database>;
}

// Ours: the admin Voice page (docs/architecture.md#voice, "Admin Voice page"), reading what
// the voice agent writes.
export const voiceRoutes: FastifyPluginAsyncZod<VoiceRoutesOptions> = async (app, { db }) => {
  app.get(
    '/voice/sessions',
    {
      schema: {
        tags: ['voice'],
        summary:
          'Voice sessions over every bot and demo persona, newest first, by bot and status; keyset-paged with nextCursor',
        querystring: voiceSessionsQuerySchema,
        response: { 200: voiceSessionsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => listVoiceSessions(db, request.query),
  );

  app.get(
    '/voice/overview',
    {
      schema: {
        tags: ['voice'],
        summary:
          "Usage per bot (sessions, minutes, tokens, cost) and the demo personas' latest bookings, orders and appointments",
        response: { 200: voiceOverviewResponseSchema, 401: errorBodySchema },
      },
    },
    () => readVoiceOverview(db),
  );
};

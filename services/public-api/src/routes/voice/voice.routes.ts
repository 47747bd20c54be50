import { AppError, errorBodySchema } from '@phi/contracts/errors';
import {
  companyTokenRequestSchema,
  companyTokenResponseSchema,
  demoAssistantKinds,
  voicebotOwnerKeyHeader,
  voiceHealthPath,
  voiceHealthResponseSchema,
  voiceRouteDocs,
  voiceTokenPaths,
  voiceTokenRequestSchema,
  voiceTokenResponseSchema,
} from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { authorizeVoicebotOwner, recordVoicebotUse } from '@phi/domain/voicebots';
import type { LivekitSettings } from '@phi/runtime';
import { strictRateLimit } from '@phi/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { createVoiceHealth } from './voice-health.ts';
import { issueCompanyToken, issueDemoToken } from './voice-token.service.ts';
import { findVoicebotForToken } from './voicebot-profile.ts';

export interface VoiceRoutesOptions {
  db: Kysely<Database>;
  /** Null without LiveKit settings: every token route answers 503 VOICE_NOT_CONFIGURED. */
  livekit: LivekitSettings | null;
  tokenLimitPerIpPerMinute: number;
  healthTimeoutMs: number;
  healthCacheMs: number;
}

const prefix = '/api';
const pathOf = (path: string) => path.slice(prefix.length);

const tokenErrors = {
  400: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

// The builder's owner key (docs/architecture.md#voice): a company room is its owner's only.
// Loose: the other request headers stay as they are.
const ownerKeyHeaders = z.looseObject({
  [voicebotOwnerKeyHeader]: z.string().optional().describe(voiceRouteDocs.ownerKeyHeader),
});

// spec: voice §7 (token and health calls), served by public-api (docs/architecture.md#voice)
export const voiceRoutes: FastifyPluginAsyncZod<VoiceRoutesOptions> = async (app, options) => {
  const { db, livekit } = options;
  const readHealth = createVoiceHealth({
    settings: livekit,
    timeoutMs: options.healthTimeoutMs,
    cacheMs: options.healthCacheMs,
  });
  const requireLivekit = (): LivekitSettings => {
    if (!livekit) {
      throw new AppError('VOICE_NOT_CONFIGURED');
    }
    return livekit;
  };
  const rateLimit = strictRateLimit(options.tokenLimitPerIpPerMinute, '1 minute');

  for (const kind of demoAssistantKinds) {
    app.post(
      pathOf(voiceTokenPaths[kind]),
      {
        config: rateLimit,
        schema: {
          tags: ['voice'],
          summary: voiceRouteDocs.demoTokenSummaries[kind],
          description: voiceRouteDocs.demoTokenDescription,
          body: voiceTokenRequestSchema,
          response: { 200: voiceTokenResponseSchema, ...tokenErrors },
        },
      },
      async (request) => issueDemoToken(requireLivekit(), kind, request.body),
    );
  }

  app.post(
    pathOf(voiceTokenPaths.company),
    {
      config: rateLimit,
      schema: {
        tags: ['voice'],
        summary: voiceRouteDocs.companyTokenSummary,
        description: voiceRouteDocs.companyTokenDescription,
        headers: ownerKeyHeaders,
        body: companyTokenRequestSchema,
        response: { 200: companyTokenResponseSchema, ...tokenErrors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const settings = requireLivekit();
      const voicebotId = request.body.voicebot_id;
      // Another visitor's bot, a wrong or missing key and no bot at all answer alike (404).
      await authorizeVoicebotOwner(db, voicebotId, request.headers[voicebotOwnerKeyHeader]?.trim());
      const voicebot = await findVoicebotForToken(db, voicebotId);
      if (!voicebot) {
        throw new AppError('VOICEBOT_NOT_FOUND');
      }
      const answer = await issueCompanyToken(settings, request.body, voicebot);
      // A conversation keeps the bot from the idle sweep, like an upload or a question.
      await recordVoicebotUse(db, voicebotId);
      return answer;
    },
  );

  app.get(
    pathOf(voiceHealthPath),
    {
      schema: {
        tags: ['voice'],
        summary: voiceRouteDocs.healthSummary,
        response: { 200: voiceHealthResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readHealth();
    },
  );
};

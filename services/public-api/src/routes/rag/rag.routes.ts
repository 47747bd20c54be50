import multipart from '@fastify/multipart';
import { ragRateLimits } from '@phi/contracts/constants';
import { AppError, errorBodySchema } from '@phi/contracts/errors';
import { ragMessages } from '@phi/contracts/messages';
import {
  ragAskRequestSchema,
  ragAskResponseSchema,
  ragIndexAcceptedSchema,
  ragIndexRequestSchema,
  ragIndexStatusParamsSchema,
  ragIndexStatusSchema,
  ragUploadFileField,
  ragUploadResponseSchema,
  voicebotDetailsSchema,
  voicebotOwnerKeyHeader,
  voicebotParamsSchema,
  voicebotUsageQuerySchema,
  voicebotUsageSchema,
  voiceTranscriptParamsSchema,
  voiceTranscriptSchema,
} from '@phi/contracts/public';
import type { Database } from '@phi/db';
import {
  authorizeVoicebotOwner,
  getVoicebotDetails,
  getVoicebotUsage,
  getVoiceTranscript,
} from '@phi/domain/voicebots';
import { deleteVoicebotWithFiles, type FileStore } from '@phi/files';
import type { Embedder } from '@phi/knowledge';
import type { ModelProvider } from '@phi/model-provider';
import type { Producer } from '@phi/queue';
import { strictRateLimit } from '@phi/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { toChatModelError } from '../chat/chat-errors.ts';
import { askVoicebot } from './rag-ask.service.ts';
import { getVoicebotIndexStatus, startVoicebotIndex } from './rag-index.service.ts';
import { ragUploadLimits, storeVoicebotUpload } from './rag-upload.service.ts';
import { receiveUpload } from './rag-upload-parts.ts';

export interface RagRoutesOptions {
  db: Kysely<Database>;
  files: FileStore;
  producer: Producer;
  /** Null without OPENAI_API_KEY: answers are made of the passages themselves. */
  provider: ModelProvider | null;
  embedder: Embedder | null;
}

const ownerKeyNote = `Send the bot's owner key in the ${voicebotOwnerKeyHeader} header.`;

/** The owner key sent in X-Voicebot-Key, if any (docs/architecture.md#voice). */
function ownerKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[voicebotOwnerKeyHeader];
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() ? key.trim() : undefined;
}

function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return controller.signal;
}

// spec: voice §7 (builder calls 1 and 2) and the builder's own calls (docs/architecture.md#voice)
export const ragRoutes: FastifyPluginAsyncZod<RagRoutesOptions> = async (app, options) => {
  const { db, files } = options;

  // Multipart only in the upload's own scope.
  await app.register(async (uploadScope) => {
    await uploadScope.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: ragUploadLimits.fileSize,
        files: ragUploadLimits.files,
        fields: 5,
        fieldSize: 1024,
        parts: ragUploadLimits.files + 5,
        headerPairs: 100,
      },
    });
    uploadScope.post(
      '/rag/upload',
      {
        config: strictRateLimit(ragRateLimits.uploadsPerIpPerHour, '1 hour'),
        schema: {
          tags: ['voice'],
          summary: `Upload documents to a voice bot (multipart: voicebot_id, then repeated ${ragUploadFileField})`,
          description: `The first call for a new voicebot_id claims it and answers owner_key once; later calls send it in ${voicebotOwnerKeyHeader}.`,
          consumes: ['multipart/form-data'],
          response: {
            201: ragUploadResponseSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', ragMessages.notMultipart);
        }
        const upload = await receiveUpload(files, request.parts());
        const answer = await storeVoicebotUpload({ db, files }, upload, ownerKeyOf(request));
        return reply.code(201).send(answer);
      },
    );
  });

  app.post(
    '/rag/index',
    {
      config: strictRateLimit(ragRateLimits.indexPerIpPerHour, '1 hour'),
      schema: {
        tags: ['voice'],
        summary: 'Index a voice bot’s files and description (answers the job to poll)',
        description: ownerKeyNote,
        body: ragIndexRequestSchema,
        response: {
          202: ragIndexAcceptedSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await startVoicebotIndex(
        { db, producer: options.producer },
        request.body,
        ownerKeyOf(request),
      );
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/rag/index/:jobId',
    {
      config: strictRateLimit(ragRateLimits.readsPerIpPerMinute),
      schema: {
        tags: ['voice'],
        summary: 'Progress of a voice bot’s indexing',
        description: ownerKeyNote,
        params: ragIndexStatusParamsSchema,
        response: { 200: ragIndexStatusSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getVoicebotIndexStatus(db, request.params.jobId, ownerKeyOf(request));
    },
  );

  app.post(
    '/rag/ask',
    {
      config: strictRateLimit(ragRateLimits.asksPerIpPerMinute),
      schema: {
        tags: ['voice'],
        summary: 'Ask a voice bot a question, answered from its own documents with citations',
        description: ownerKeyNote,
        body: ragAskRequestSchema,
        response: {
          200: ragAskResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await askVoicebot(options, request.body, ownerKeyOf(request), abortOnClose(reply));
      } catch (error) {
        if (error instanceof AppError) {
          throw error;
        }
        throw toChatModelError(error, request.log);
      }
    },
  );

  app.get(
    '/rag/voicebots/:id',
    {
      config: strictRateLimit(ragRateLimits.readsPerIpPerMinute),
      schema: {
        tags: ['voice'],
        summary: 'A voice bot’s files, knowledge chunks and status (owner only)',
        description: ownerKeyNote,
        params: voicebotParamsSchema,
        response: { 200: voicebotDetailsSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await authorizeVoicebotOwner(db, request.params.id, ownerKeyOf(request));
      const details = await getVoicebotDetails(db, request.params.id);
      if (!details) {
        throw new AppError('VOICEBOT_NOT_FOUND');
      }
      reply.header('cache-control', 'no-store');
      return details;
    },
  );

  // The voicebot dashboard's figures (docs/architecture.md#voicebot-dashboard).
  app.get(
    '/rag/voicebots/:id/usage',
    {
      config: strictRateLimit(ragRateLimits.readsPerIpPerMinute),
      schema: {
        tags: ['voice'],
        summary: 'A voice bot’s sessions, latency, tokens and cost over the last days (owner only)',
        description: ownerKeyNote,
        params: voicebotParamsSchema,
        querystring: voicebotUsageQuerySchema,
        response: {
          200: voicebotUsageSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await authorizeVoicebotOwner(db, request.params.id, ownerKeyOf(request));
      reply.header('cache-control', 'no-store');
      return getVoicebotUsage(db, request.params.id, request.query.days);
    },
  );

  // One conversation's lines and summary: the caller's personal data, to the owner only
  // (docs/architecture.md#voice-transcripts).
  app.get(
    '/rag/voicebots/:id/sessions/:sessionId/transcript',
    {
      config: strictRateLimit(ragRateLimits.readsPerIpPerMinute),
      schema: {
        tags: ['voice'],
        summary: 'One voice session’s transcript and summary (owner only)',
        description: ownerKeyNote,
        params: voiceTranscriptParamsSchema,
        response: {
          200: voiceTranscriptSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await authorizeVoicebotOwner(db, request.params.id, ownerKeyOf(request));
      reply.header('cache-control', 'no-store');
      return getVoiceTranscript(db, request.params.id, request.params.sessionId);
    },
  );

  app.delete(
    '/rag/voicebots/:id',
    {
      config: strictRateLimit(ragRateLimits.indexPerIpPerHour, '1 hour'),
      schema: {
        tags: ['voice'],
        summary: 'Delete a voice bot with its files and knowledge (owner only)',
        description: ownerKeyNote,
        params: voicebotParamsSchema,
        response: {
          204: z.undefined().describe('Deleted'),
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await authorizeVoicebotOwner(db, request.params.id, ownerKeyOf(request));
      await deleteVoicebotWithFiles(db, files, request.params.id);
      return reply.code(204).send();
    },
  );
};

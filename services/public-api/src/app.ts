import { voiceServerDefaults } from '@phi/contracts/constants';
import { monitoringLimits } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { listOpenJobs } from '@phi/domain/jobs';
import { createFileStore } from '@phi/files';
import { createModelProvider } from '@phi/model-provider';
import { createProducer, type Producer, resolveQueueConnection } from '@phi/queue';
import { createLogger, resolveLivekitSettings } from '@phi/runtime';
import {
  createServiceFastify,
  errorHandlerPlugin,
  healthRoutes,
  openApiPlugin,
  rateLimitPlugin,
  type ServiceFastify,
  securityHeadersPlugin,
} from '@phi/server';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Env } from './env.ts';
import { applicationsRoutes } from './routes/applications/applications.routes.ts';
import { chatRoutes } from './routes/chat/chat.routes.ts';
import { createSiteSearch } from './routes/chat/site-search.ts';
import { contactsRoutes } from './routes/contacts/contacts.routes.ts';
import { jobsRoutes } from './routes/jobs/jobs.routes.ts';
import { monitoringRoutes } from './routes/monitoring/monitoring.routes.ts';
import { newsRoutes } from './routes/news/news.routes.ts';
import { ragRoutes } from './routes/rag/rag.routes.ts';
import { resumeUploadRoutes } from './routes/resumes/resume-upload.routes.ts';
import { voiceRoutes } from './routes/voice/voice.routes.ts';

export const serviceName = 'public-api';

export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  redis?: Redis | undefined;
  logger?: FastifyBaseLogger;
  /** Where jobs for the news worker go; by default the queue the env names, closed with the app. */
  producer?: Producer;
  /** Sees every route as it is registered (the request-body property test collects them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the public API without listening (tests inject, server.ts listens). Plugins are
 * registered explicitly and in order: rate limit and OpenAPI must see every route.
 */
export async function buildApp(deps: AppDeps): Promise<ServiceFastify> {
  const { env, db, redis } = deps;
  const app = createServiceFastify({
    logger: deps.logger ?? createLogger({ service: serviceName, level: env.LOG_LEVEL }),
    trustProxy: env.TRUST_PROXY,
  });
  if (deps.onRoute) {
    app.addHook('onRoute', deps.onRoute);
  }
  let producer = deps.producer;
  if (!producer) {
    const ownProducer = createProducer(resolveQueueConnection(env), `phi-${serviceName}`);
    app.addHook('onClose', () => ownProducer.close());
    producer = ownProducer;
  }

  app.register(securityHeadersPlugin);
  app.register(rateLimitPlugin, {
    max: env.RATE_LIMIT_MAX,
    redis,
    nameSpace: 'phi:public-api:rl:',
  });
  app.register(errorHandlerPlugin);
  app.register(openApiPlugin, {
    title: 'Phi public API',
    description:
      'Public endpoints of the website: jobs, applications, resume upload, contact, news, blog, chat and voice tokens.',
    version: '1.0.0',
    prefix: '/api',
  });

  app.register(healthRoutes, { prefix: '/api', service: serviceName, db, redis });
  app.register(jobsRoutes, { prefix: '/api', db, listCacheMs: env.JOBS_LIST_CACHE_MS });
  app.register(resumeUploadRoutes, {
    prefix: '/api',
    db,
    files: createFileStore(env.FILES_DIR),
    limitPerIpPerHour: env.RESUME_UPLOAD_LIMIT_PER_IP_PER_HOUR,
  });
  app.register(applicationsRoutes, {
    prefix: '/api',
    db,
    limitPerIpPerHour: env.APPLICATION_LIMIT_PER_IP_PER_HOUR,
  });
  app.register(newsRoutes, {
    prefix: '/api',
    db,
    producer,
    listCacheMs: env.NEWS_LIST_CACHE_MS,
    refreshLimitPerIpPerHour: env.NEWS_REFRESH_LIMIT_PER_IP_PER_HOUR,
  });
  app.register(contactsRoutes, {
    prefix: '/api',
    db,
    minFillMs: env.CONTACT_MIN_FILL_MS,
    limitPerIpPerHour: env.CONTACT_LIMIT_PER_IP_PER_HOUR,
    limitPerEmailPerHour: env.CONTACT_LIMIT_PER_EMAIL_PER_HOUR,
  });
  // Fire-and-forget reports of the site (docs/architecture.md#monitoring): 204, never a 5xx.
  app.register(monitoringRoutes, {
    prefix: '/api',
    db,
    limitPerIpPerMinute: monitoringLimits.perIpPerMinute,
  });
  // No key, no model: the chat answers from the site's own pages (docs/architecture.md#chat).
  const provider = createModelProvider(env);
  app.register(chatRoutes, {
    prefix: '/api',
    provider,
    searchSite: createSiteSearch(db, provider?.embedder ?? null),
    listOpenJobs: () => listOpenJobs(db),
    limitPerIpPerMinute: env.CHAT_LIMIT_PER_IP_PER_MINUTE,
    offlineWordDelayMs: env.CHAT_OFFLINE_WORD_DELAY_MS,
  });
  // The voice bot builder's documents, index and "test my bot" (docs/architecture.md#voice).
  app.register(ragRoutes, {
    prefix: '/api',
    db,
    files: createFileStore(env.FILES_DIR),
    producer,
    provider,
    embedder: provider?.embedder ?? null,
  });
  // No LiveKit settings, no voice: the token routes answer 503 (docs/architecture.md#voice).
  app.register(voiceRoutes, {
    prefix: '/api',
    db,
    livekit: resolveLivekitSettings(env),
    tokenLimitPerIpPerMinute: env.VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE,
    healthTimeoutMs: voiceServerDefaults.healthTimeoutMs,
    healthCacheMs: voiceServerDefaults.healthCacheMs,
  });

  return app;
}

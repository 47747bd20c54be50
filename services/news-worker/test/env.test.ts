import { listEnvProblems, parseEnv } from '@phi/runtime';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../src/env.ts';

describe('news-worker env', () => {
  it('needs only DATABASE_URL', () => {
    expect(parseEnv(envSchema, { DATABASE_URL: 'postgres://phi@db:5432/phi' })).toEqual({
      DATABASE_URL: 'postgres://phi@db:5432/phi',
      LOG_LEVEL: 'info',
      FILES_DIR: './.data/files',
      VOICE_TRANSCRIPT_RETENTION_DAYS: 30,
      WORKER_CONCURRENCY: 2,
      SHUTDOWN_DEADLINE_MS: 15_000,
      NEWS_FETCH_INTERVAL_MS: 3_600_000,
      NEWS_FETCH_CONCURRENCY: 4,
      NEWS_PARSE_THREADS: 2,
      NEWS_ALLOW_PRIVATE_HOSTS: [],
      // No key, no embeddings: the knowledge index stays lexical.
      OPENAI_CHAT_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 30_000,
      OPENAI_FIRST_TOKEN_TIMEOUT_MS: 10_000,
    });
  });

  it('names every bad variable at once', () => {
    expect(
      listEnvProblems(envSchema, {
        QUEUE_BACKEND: 'kafka',
        WORKER_CONCURRENCY: '0',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'DATABASE_URL: is required',
      'QUEUE_BACKEND: must be one of redis, postgres (got "kafka")',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'WORKER_CONCURRENCY: must be greater than 0 (got "0")',
    ]);
  });

  it('asks for REDIS_URL when the queues are on Redis', () => {
    expect(
      listEnvProblems(envSchema, {
        DATABASE_URL: 'postgres://phi@db:5432/phi',
        QUEUE_BACKEND: 'redis',
      }),
    ).toEqual(['REDIS_URL: is required when QUEUE_BACKEND is redis']);
  });
});

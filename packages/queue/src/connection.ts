import { createPostgresBackend } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { z } from 'zod';

export const queueBackends = ['redis', 'postgres'] as const;
export type QueueBackend = (typeof queueBackends)[number];

/**
 * Where the queues live. Redis for compose and production; PostgreSQL through BullMQ's own
 * PostgreSQL backend where no Redis runs (the standalone run keeps its queues in the embedded
 * PostgreSQL). One setting, the same Queue and Worker code on both.
 */
export type QueueConnectionConfig =
  | { backend: 'redis'; url: string; prefix?: string }
  | { backend: 'postgres'; url: string; schema?: string };

/** QUEUE_BACKEND for a deployable's env.ts; unset means Redis when REDIS_URL is set. */
export const queueEnv = {
  QUEUE_BACKEND: z
    .enum(queueBackends, { error: `must be one of ${queueBackends.join(', ')}` })
    .optional(),
  // Keys on Redis start with it: two deployments (or test runs) sharing one Redis keep apart.
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be 1-40 lower-case letters, digits or hyphens')
    .optional(),
  // The PostgreSQL backend's own login (docs/architecture.md#database-roles): it owns the
  // bullmq schema and may touch no application table. Unset, the queues use DATABASE_URL.
  QUEUE_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// connection string')
    .optional(),
};

/** The queue connection a deployable's parsed env asks for. */
export function resolveQueueConnection(env: {
  QUEUE_BACKEND?: QueueBackend | undefined;
  QUEUE_PREFIX?: string | undefined;
  REDIS_URL?: string | undefined;
  DATABASE_URL: string;
  QUEUE_DATABASE_URL?: string | undefined;
}): QueueConnectionConfig {
  const backend = env.QUEUE_BACKEND ?? (env.REDIS_URL ? 'redis' : 'postgres');
  if (backend === 'redis') {
    if (!env.REDIS_URL) {
      throw new Error('QUEUE_BACKEND=redis needs REDIS_URL');
    }
    return {
      backend,
      url: env.REDIS_URL,
      ...(env.QUEUE_PREFIX ? { prefix: env.QUEUE_PREFIX } : {}),
    };
  }
  return { backend, url: env.QUEUE_DATABASE_URL ?? env.DATABASE_URL };
}

export type QueueRole = 'producer' | 'worker';

/**
 * The client class of BullMQ's query pool: one that always has an 'error' listener.
 *
 * pg-pool listens for 'error' only on an idle client; a checked-out one has none
 * (node_modules/pg-pool/index.js, `_acquireClient` removes its idle listener), and a client
 * whose server goes away emits 'error' even while a query is running on it (pg's client.js,
 * the connection's 'end'). Unheard, that event is an uncaught exception and the process exits
 * when PostgreSQL restarts. BullMQ's PostgreSQL backend checks clients out of this pool for
 * its migrations and schema check (`bootstrap` in
 * node_modules/bullmq/dist/cjs/postgres/postgres-connection.js), and pg-pool's own `query`
 * listens only while the query runs. Nothing is lost by ignoring the event here: the error
 * reaches the query using the client, or the pool's 'error' (which BullMQ forwards to the
 * Queue/Worker 'error' event), and pg-pool drops a client that is no longer queryable when it
 * is released.
 *
 * The backend's dedicated LISTEN client is a plain pg.Client it builds itself; it listens for
 * 'error' from its connect until close(), which removes every listener and then ends the
 * client (same file, `close`). Socket resets while ending are ignored by pg
 * (node_modules/pg/lib/connection.js); an error reply arriving in that moment is the one case
 * BullMQ leaves unheard, and only at the instant a Queue or Worker closes.
 */
class ListenedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', ignoreClientError);
  }
}

function ignoreClientError(): void {
  // Reported where it matters: see ListenedClient.
}

export interface BullConnection {
  // biome-ignore lint/suspicious/noExplicitAny: BullMQ's options differ per backend
  options: any;
  // biome-ignore lint/suspicious/noExplicitAny: BullMQ's backend factory type per backend
  factory: any;
  /** Closes what this module opened for the connection (BullMQ closes its own pools). */
  close(): Promise<void>;
}

/**
 * Options for one BullMQ Queue or Worker. Every call opens its own connection, so a producer
 * and a worker never share one (a worker's blocking reads would hold up the producer).
 */
export function openBullConnection(
  config: QueueConnectionConfig,
  role: QueueRole,
  connectionName: string,
): BullConnection {
  if (config.backend === 'redis') {
    const client = new Redis(config.url, {
      connectionName,
      // A worker waits for Redis to come back (BullMQ requires null here); a producer fails
      // fast so an HTTP request is not held while Redis is down.
      maxRetriesPerRequest: role === 'worker' ? null : 1,
      enableOfflineQueue: role === 'worker',
    });
    client.on('error', () => {
      // BullMQ reports connection problems through the Queue/Worker 'error' event.
    });
    return {
      options: { connection: client, prefix: config.prefix ?? 'phi' },
      factory: undefined,
      close: async () => {
        client.disconnect(false);
      },
    };
  }
  return {
    options: {
      connection: {
        connectionString: config.url,
        schema: config.schema ?? 'bullmq',
        // Idempotent and serialised by an advisory lock: whichever process connects first
        // creates BullMQ's tables.
        migrate: true,
        max: role === 'worker' ? 4 : 2,
        application_name: connectionName,
        // pg-pool builds its clients from this class (options.Client).
        Client: ListenedClient,
      },
    },
    factory: createPostgresBackend,
    close: async () => {},
  };
}

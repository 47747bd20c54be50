import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

export interface RedisClientOptions {
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** Shown in `CLIENT LIST`, e.g. "phi-public-api". */
  connectionName?: string;
}

/**
 * A Redis client that never blocks a request for long: it connects on first use, fails a
 * command after one reconnection attempt or one second, and keeps reconnecting in the
 * background (capped back-off) so a Redis that comes back is used again.
 */
export function createRedisClient(url: string, options: RedisClientOptions = {}): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    ...(options.connectionName ? { connectionName: options.connectionName } : {}),
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event;
  // log the outage once and the recovery once instead.
  let isDown = false;
  client.on('error', (err: Error) => {
    if (!isDown) {
      isDown = true;
      options.logger?.warn({ err }, 'redis unavailable');
    }
  });
  client.on('ready', () => {
    if (isDown) {
      isDown = false;
      options.logger?.info('redis connection restored');
    }
  });
  return client;
}

export async function pingRedis(client: Redis): Promise<void> {
  const answer = await client.ping();
  if (answer !== 'PONG') {
    throw new Error(`unexpected PING answer: ${answer}`);
  }
}

/** Closes the client without waiting on a Redis that may be gone. */
export function closeRedisClient(client: Redis): void {
  client.disconnect(false);
}

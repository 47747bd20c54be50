import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

// The compose file's postgres and redis containers, taken from this machine's servers in a way
// no other test or run can collide with.

export interface RehearsalDatabase {
  url: string;
  /**
   * DATABASE_ROLE_PREFIX for the migrate job: roles belong to the whole server, so this run's
   * application logins carry its own name and go when the database does.
   */
  rolePrefix: string;
  drop(): Promise<void>;
}

const applicationLogins = ['public_api', 'admin_api', 'news_worker', 'voice_agent'];

/** The server TEST_DATABASE_URL names, or this machine's PostgreSQL (trust auth, user root). */
export function postgresServerUrl(env: Record<string, string | undefined>): string {
  return env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
}

async function withClient<T>(
  serverUrl: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${serverUrl} does not answer (${(error as Error).message}): start it or set TEST_DATABASE_URL`,
    );
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server for this run; `drop` removes it. */
export async function createRehearsalDatabase(serverUrl: string): Promise<RehearsalDatabase> {
  const name = `phi_compose_rehearsal_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    rolePrefix: name,
    drop: () =>
      withClient(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
        for (const login of applicationLogins) {
          await client.query(`drop role if exists ${name}_${login}`);
        }
      }),
  };
}

export interface RehearsalRedis {
  url: string;
  release(): Promise<void>;
}

/** Held by a run while it uses a database index; expires if the run dies without releasing. */
const claimKey = 'phi-compose-rehearsal:claim';
/** Left by every run: a database holding it has only a dead run's keys and may be cleared. */
const usedKey = 'phi-compose-rehearsal:used';
const claimTtlMs = 10 * 60 * 1000;

// Atomic: taken only when no run holds it and it is empty or only ever used by rehearsals.
const claimScript = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if redis.call('DBSIZE') > 0 and redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
redis.call('FLUSHDB')
redis.call('SET', KEYS[2], '1')
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

const releaseScript = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('FLUSHDB')
return 1`;

/**
 * A Redis database index of this run's own on TEST_REDIS_URL's server (default
 * redis://127.0.0.1:6379). The worker keeps BullMQ's default key prefix, like every other
 * Redis test on index 0 (or the one TEST_REDIS_URL names): those are never taken.
 */
export async function claimRedisDatabase(
  env: Record<string, string | undefined>,
): Promise<RehearsalRedis> {
  const serverUrl = env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const client = new Redis(serverUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(
      `Redis at ${serverUrl} does not answer (${(error as Error).message}): start it or set TEST_REDIS_URL`,
    );
  }
  const runId = randomBytes(8).toString('hex');
  const reserved = new Set([0, Number(new URL(serverUrl).pathname.slice(1) || 0)]);
  const count = await client
    .config('GET', 'databases')
    .then((reply) => Number((reply as string[])[1]) || 16)
    .catch(() => 16);
  const candidates = Array.from({ length: count }, (_, index) => index)
    .filter((index) => !reserved.has(index))
    .sort(() => Math.random() - 0.5);
  for (const index of candidates) {
    await client.select(index);
    if ((await client.eval(claimScript, 2, claimKey, usedKey, runId, claimTtlMs)) === 1) {
      const keepAlive = setInterval(() => {
        client.pexpire(claimKey, claimTtlMs).catch(() => undefined);
      }, claimTtlMs / 4);
      keepAlive.unref();
      const url = new URL(serverUrl);
      url.pathname = `/${index}`;
      return {
        url: url.toString(),
        async release() {
          clearInterval(keepAlive);
          try {
            await client.eval(releaseScript, 1, claimKey, runId);
          } finally {
            client.disconnect();
          }
        },
      };
    }
  }
  client.disconnect();
  throw new Error(`Redis at ${serverUrl}: every database index but ${[...reserved]} is in use`);
}

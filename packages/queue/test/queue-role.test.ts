import { randomBytes } from 'node:crypto';
import { applicationServices, applyApplicationRoles, defaultRoleName } from '@phi/db/roles';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openBullConnection, resolveQueueConnection } from '../src/connection.ts';
import { defineJob, type JobContract } from '../src/job.ts';
import { createProducer } from '../src/producer.ts';
import { createJobRegistry } from '../src/registry.ts';
import { type RunningWorkers, startWorkers } from '../src/worker.ts';
import { silentLogger, waitFor } from './backends.ts';

// The standalone run's queues on PostgreSQL under their own login
// (docs/architecture.md#database-roles). Roles are cluster-wide: this run's prefix keeps them
// apart from other runs on the same server, and they are dropped at the end.
const prefix = `t${randomBytes(5).toString('hex')}`;
const login = (name: string) => ({ name, password: randomBytes(12).toString('hex') });
const roles = Object.fromEntries(
  applicationServices.map((service) => [service, login(defaultRoleName(service, prefix))]),
) as Parameters<typeof applyApplicationRoles>[1]['roles'];
const queue = login(defaultRoleName('queue', prefix));

const contract = {
  name: 'test.greet',
  queue: 'test-role-greetings',
  schema: z.object({ name: z.string() }),
} satisfies JobContract;

let testDb: TestDatabase;
const running: RunningWorkers[] = [];
const closers: Array<() => Promise<void>> = [];

function urlAs(as: { name: string; password: string }): string {
  const url = new URL(testDb.url);
  url.username = as.name;
  url.password = as.password;
  return url.toString();
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  // A data directory from before the roles: the schema exists, made by the owner.
  const owner = openBullConnection({ backend: 'postgres', url: testDb.url }, 'producer', 'owner');
  const producer = createProducer({ backend: 'postgres', url: testDb.url }, 'owner');
  await producer.enqueue(contract, { name: 'before the roles' });
  await producer.close();
  await owner.close();
  await applyApplicationRoles(testDb.db, { roles, queue });
});

afterEach(async () => {
  for (const workers of running.splice(0)) {
    await workers.close(5_000);
  }
  for (const close of closers.splice(0)) {
    await close();
  }
});

afterAll(async () => {
  const serverUrl = new URL(testDb.url);
  serverUrl.pathname = '/postgres';
  await testDb?.drop();
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    for (const role of [...Object.values(roles), queue]) {
      await client.query(`drop role if exists ${pg.escapeIdentifier(role.name)}`);
    }
  } finally {
    await client.end();
  }
});

describe('queues on PostgreSQL under the queue login', () => {
  it('takes QUEUE_DATABASE_URL over DATABASE_URL', () => {
    expect(
      resolveQueueConnection({
        QUEUE_BACKEND: 'postgres',
        DATABASE_URL: 'postgres://app@db/phi',
        QUEUE_DATABASE_URL: 'postgres://queue@db/phi',
      }),
    ).toEqual({ backend: 'postgres', url: 'postgres://queue@db/phi' });
  });

  it('queues and runs jobs, those queued before the roles included', async () => {
    const config = resolveQueueConnection({
      QUEUE_BACKEND: 'postgres',
      DATABASE_URL: urlAs(roles['news-worker']),
      QUEUE_DATABASE_URL: urlAs(queue),
    });
    const seen: string[] = [];
    const registry = createJobRegistry([
      defineJob({
        ...contract,
        handle: async (payload) => {
          seen.push(payload.name);
        },
      }),
    ]);
    running.push(
      await startWorkers({ config, registry, logger: silentLogger, connectionName: 'phi-test' }),
    );
    const producer = createProducer(config, 'phi-test-producer');
    closers.push(() => producer.close());
    await producer.enqueue(contract, { name: 'after the roles' });

    await waitFor(() => seen.length === 2, 'both jobs to run');
    expect(seen.sort()).toEqual(['after the roles', 'before the roles']);
  });

  it('cannot read an application table', async () => {
    const client = new pg.Client({ connectionString: urlAs(queue) });
    await client.connect();
    closers.push(() => client.end());
    // It has no right on the application's schema at all.
    await expect(client.query('select * from public.admin_users')).rejects.toThrow(
      'permission denied for schema public',
    );
  });
});

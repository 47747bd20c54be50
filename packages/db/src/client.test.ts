import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';
import { createDb } from './client.ts';
import { pingDatabase } from './repositories/health.repository.ts';

describe('createDb', () => {
  const context = useTestDatabase();

  it('survives the server ending its connections, and reconnects on the next query', async () => {
    const onPoolError = vi.fn();
    const handle = createDb(context.url, { applicationName: 'phi-restart-test', onPoolError });
    try {
      await pingDatabase(handle.db);
      expect(handle.pool.listenerCount('error')).toBe(1);

      // What a Postgres restart does to idle connections.
      const admin = new pg.Client(context.url);
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'phi-restart-test'`,
      );
      await admin.end();
      await vi.waitFor(() => expect(onPoolError).toHaveBeenCalled());

      await pingDatabase(handle.db);
      expect(await handle.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('survives the server ending a connection that is checked out, mid-transaction', async () => {
    const onPoolError = vi.fn();
    const handle = createDb(context.url, { applicationName: 'phi-checked-out-test', onPoolError });
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      const transaction = handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // What a Postgres restart does to a session in use, while it waits between queries.
        const admin = new pg.Client(context.url);
        await admin.connect();
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'phi-checked-out-test'`,
        );
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).not.toHaveBeenCalled();

      await pingDatabase(handle.db);
    } finally {
      process.off('uncaughtException', uncaught);
      await handle.close();
    }
  });

  it('maps camelCase to snake_case but leaves keys inside jsonb alone', async () => {
    const row = await context.db
      .insertInto('voiceSessions')
      .values({
        voicebotId: 'voicebot_1',
        companyName: 'Acme Hotels',
        roomName: 'company_voicebot_1',
        workerId: 'worker-1',
        startTime: new Date('2026-11-01T10:00:00Z'),
        durationSeconds: 12.345,
        performanceMetrics: JSON.stringify({ first_token_ms: 420, turns: [{ stt_ms: 80 }] }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'active',
      durationSeconds: '12.35',
      performanceMetrics: { first_token_ms: 420, turns: [{ stt_ms: 80 }] },
    });
    expect(row.startTime).toEqual(new Date('2026-11-01T10:00:00Z'));
  });

  it('reads bigint as a number, numeric as a string', async () => {
    await context.db
      .insertInto('voicebotUsageSummaries')
      .values({ voicebotId: 'voicebot_1', totalResponseTimeMs: 5_000_000_000 })
      .execute();
    const summary = await context.db
      .selectFrom('voicebotUsageSummaries')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(summary.totalResponseTimeMs).toBe(5_000_000_000);
    expect(summary.totalCostUsd).toBe('0.000000');
    const { count } = await context.db
      .selectFrom('voicebotUsageSummaries')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  it('close() can be called twice', async () => {
    const handle = createDb(context.url);
    await sql`select 1`.execute(handle.db);
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
  });
});

describe('pingDatabase', () => {
  it('throws when the database cannot be reached', async () => {
    const handle = createDb('postgres://nobody@127.0.0.1:1/nothing', { onPoolError: () => {} });
    try {
      await expect(pingDatabase(handle.db)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  });
});

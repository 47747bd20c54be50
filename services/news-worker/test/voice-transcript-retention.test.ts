import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envSchema } from '../src/env.ts';
import { pruneVoiceTranscripts } from '../src/housekeeping/voice-transcript-retention.ts';
import { killWorkers, startWorker, waitFor } from './worker-harness.ts';

// docs/architecture.md#voice-transcripts: a caller's transcript lines and the session's summary
// are kept VOICE_TRANSCRIPT_RETENTION_DAYS (30 by default), then the housekeeping deletes them;
// the session row and its figures stay.

const day = 24 * 60 * 60 * 1000;

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});
beforeEach(async () => {
  await testDb.db.deleteFrom('voiceSessions').execute();
});
afterEach(killWorkers);

/** A summarised session started `age` ms before `now`, with a caller and an agent line. */
async function addSession(id: string, now: Date, age: number): Promise<void> {
  const start = new Date(now.getTime() - age);
  await testDb.db
    .insertInto('voiceSessions')
    .values({
      sessionId: id,
      voicebotId: 'demo_general',
      companyName: 'Phi Automation',
      roomName: `phi_room_${id}`,
      workerId: 'AW_test',
      startTime: start,
      endTime: new Date(start.getTime() + 60_000),
      durationSeconds: '60.00',
      status: 'completed',
      summary: `Summary of ${id}`,
      summaryKind: 'extractive',
      summarisedAt: new Date(start.getTime() + 60_000),
    })
    .execute();
  await testDb.db
    .insertInto('voiceSessionTurns')
    .values([
      { sessionId: id, speaker: 'caller', content: `Hello from ${id}`, spokenAt: start },
      {
        sessionId: id,
        speaker: 'agent',
        content: 'Hello!',
        spokenAt: new Date(start.getTime() + 1000),
      },
    ])
    .execute();
}

async function stored() {
  const sessions = await testDb.db
    .selectFrom('voiceSessions')
    .select(['sessionId', 'summary', 'summaryKind'])
    .orderBy('sessionId')
    .execute();
  const turns = await testDb.db
    .selectFrom('voiceSessionTurns')
    .select('sessionId')
    .orderBy('sessionId')
    .execute();
  return { sessions, turnsOf: turns.map((turn) => turn.sessionId) };
}

describe('voice transcript retention', () => {
  it('defaults to 30 days and refuses a retention outside 1 to 365', () => {
    const base = { DATABASE_URL: 'postgres://root@127.0.0.1:5432/postgres' };
    const retention = (value?: string) =>
      envSchema.safeParse(
        value === undefined ? base : { ...base, VOICE_TRANSCRIPT_RETENTION_DAYS: value },
      );
    expect(retention().data?.VOICE_TRANSCRIPT_RETENTION_DAYS).toBe(30);
    expect(retention('7').data?.VOICE_TRANSCRIPT_RETENTION_DAYS).toBe(7);
    for (const refused of ['0', '366', 'a month']) {
      expect(retention(refused).success).toBe(false);
    }
  });

  it('deletes lines and summaries older than the retention, keeping the sessions and younger ones', async () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    await addSession('old', now, 30 * day + 120_000);
    await addSession('young', now, 30 * day - 120_000);

    expect(await pruneVoiceTranscripts(testDb.db, 30, now)).toEqual({ turns: 2, summaries: 1 });
    expect(await stored()).toEqual({
      sessions: [
        { sessionId: 'old', summary: null, summaryKind: null },
        { sessionId: 'young', summary: 'Summary of young', summaryKind: 'extractive' },
      ],
      turnsOf: ['young', 'young'],
    });
    // A shorter retention takes the younger one too; a second pass finds nothing.
    expect(await pruneVoiceTranscripts(testDb.db, 7, now)).toEqual({ turns: 2, summaries: 1 });
    expect(await pruneVoiceTranscripts(testDb.db, 7, now)).toEqual({ turns: 0, summaries: 0 });
  });

  it('runs in the worker process at start with the configured retention', async () => {
    const filesDir = await mkdtemp(join(tmpdir(), 'phi-worker-files-'));
    try {
      const now = new Date();
      await addSession('stale', now, 8 * day);
      await addSession('fresh', now, 6 * day);
      const worker = startWorker({
        DATABASE_URL: testDb.url,
        FILES_DIR: filesDir,
        VOICE_TRANSCRIPT_RETENTION_DAYS: '7',
      });
      await waitFor(
        async () => !(await stored()).turnsOf.includes('stale'),
        () => `the transcript prune (worker output:\n${worker.output()})`,
      );
      expect((await stored()).turnsOf).toEqual(['fresh', 'fresh']);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('"msg":"voice transcripts pruned"');
    } finally {
      await rm(filesDir, { recursive: true, force: true });
    }
  });
});

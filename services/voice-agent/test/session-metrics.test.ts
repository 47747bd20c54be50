import { demoVoicebotIds } from '@phi/contracts/public';
import { seedVoiceDemo } from '@phi/db/seed-voice-demo';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverAbandonedSessions } from '../src/metrics/recover-sessions.ts';
import { startSessionRecorder } from '../src/metrics/session-recorder.ts';
import { ScriptedLLM } from './scripted-llm.ts';
import { createRecordingLogger, dispatchMetadata, startTextSession } from './text-session.ts';

// spec: chat-news-admin §3: a voice_sessions row per conversation, a voicebot_metrics row per
// action, and voicebot_usage_summaries kept equal to the sums of the metrics rows.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedVoiceDemo(testDb.db);
});
afterAll(async () => {
  await testDb?.drop();
});

async function sumsOfMetrics(voicebotId: string) {
  return testDb.db
    .selectFrom('voicebotMetrics')
    .select([
      sql<number>`count(*)::int`.as('totalActions'),
      sql<number>`count(*) filter (where success)::int`.as('successfulActions'),
      sql<number>`count(*) filter (where not success)::int`.as('failedActions'),
      sql<number>`coalesce(sum(response_time_ms), 0)::int`.as('totalResponseTimeMs'),
      sql<number>`coalesce(sum(tokens_used), 0)::int`.as('totalTokensUsed'),
      sql<string>`coalesce(sum(cost_usd), 0)::numeric(14, 6)::text`.as('totalCostUsd'),
    ])
    .where('voicebotId', '=', voicebotId)
    .executeTakeFirstOrThrow();
}

describe('session metrics', () => {
  it('a scripted conversation writes one session row, a row per action and matching usage', async () => {
    const llm = new ScriptedLLM([
      {
        when: 'Is there a twin room on the 20th for one night?',
        toolCalls: [
          {
            name: 'checkRoomAvailability',
            args: { checkIn: '2026-12-20', checkOut: '2026-12-21', guests: 1 },
          },
        ],
      },
      { when: /"rooms":/, reply: 'Yes, a twin room is free.' },
      { when: 'Thank you, goodbye.', reply: 'Goodbye!' },
      {
        when: 'And for last year?',
        toolCalls: [
          {
            name: 'checkRoomAvailability',
            args: { checkIn: '2025-12-20', checkOut: '2025-12-21', guests: 1 },
          },
        ],
      },
      { when: /in the past/, reply: 'That date has passed.' },
    ]);
    const metadata = dispatchMetadata({ persona: 'hotel', voicebotId: demoVoicebotIds.hotel });
    const text = await startTextSession({ db: testDb.db, metadata, llm });
    await text.session.run({ userInput: 'Is there a twin room on the 20th for one night?' }).wait();
    await text.session.run({ userInput: 'Thank you, goodbye.' }).wait();
    await text.session.run({ userInput: 'And for last year?' }).wait();
    await text.close();

    const sessions = await testDb.db.selectFrom('voiceSessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(session).toMatchObject({
      sessionId: metadata.sessionId,
      voicebotId: 'demo_hotel',
      companyName: 'Phi Automation',
      workerId: 'test-worker',
      status: 'completed',
    });
    expect(session?.endTime).not.toBeNull();
    expect(Number(session?.durationSeconds)).toBeGreaterThanOrEqual(0);

    const metrics = await testDb.db
      .selectFrom('voicebotMetrics')
      .selectAll()
      .where('sessionId', '=', metadata.sessionId)
      .orderBy('id')
      .execute();
    // Turn 1: model (tool call), tool, model (reply); turn 2: model; turn 3: model, failed
    // tool, model.
    expect(metrics.map((row) => [row.actionType, row.success])).toEqual([
      ['llm', true],
      ['tool_call', true],
      ['llm', true],
      ['llm', true],
      ['llm', true],
      ['tool_call', false],
      ['llm', true],
    ]);
    const failedTool = metrics[5];
    expect(failedTool?.errorMessage).toContain('is in the past');
    expect(failedTool?.actionDetails).toMatchObject({
      tool: 'checkRoomAvailability',
      args: { checkIn: '2025-12-20' },
    });
    for (const row of metrics) {
      expect(row.responseTimeMs).not.toBeNull();
      expect(row.voicebotId).toBe('demo_hotel');
    }

    const summary = await testDb.db
      .selectFrom('voicebotUsageSummaries')
      .selectAll()
      .where('voicebotId', '=', 'demo_hotel')
      .executeTakeFirstOrThrow();
    const sums = await sumsOfMetrics('demo_hotel');
    expect(summary).toMatchObject(sums);
    expect(summary).toMatchObject({ totalActions: 7, failedActions: 1, lastActionType: 'llm' });

    expect(session?.performanceMetrics).toMatchObject({
      actions: 7,
      failedActions: 1,
      byAction: { llm: { count: 5 }, tool_call: { count: 2 } },
    });
  });

  it('keeps the usage summary equal to the sums when sessions write at once', async () => {
    const recorders = await Promise.all(
      [1, 2, 3].map(() => {
        const metadata = dispatchMetadata({ persona: 'general', voicebotId: 'demo_general' });
        return startSessionRecorder(
          testDb.db,
          { ...metadata, roomName: 'phi_room_1', workerId: 'test-worker' },
          createRecordingLogger(),
        );
      }),
    );
    for (let i = 0; i < 20; i++) {
      for (const recorder of recorders) {
        recorder.record({
          actionType: i % 2 === 0 ? 'llm' : 'tts',
          isSuccess: i % 7 !== 0,
          responseTimeMs: 100 + i,
          tokensUsed: i % 2 === 0 ? 50 + i : null,
          costUsd: 0.000123,
          details: {},
        });
      }
    }
    await Promise.all(recorders.map((recorder) => recorder.close('completed')));
    const summary = await testDb.db
      .selectFrom('voicebotUsageSummaries')
      .selectAll()
      .where('voicebotId', '=', 'demo_general')
      .executeTakeFirstOrThrow();
    expect(summary).toMatchObject(await sumsOfMetrics('demo_general'));
    expect(summary).toMatchObject({ totalActions: 60, totalCostUsd: '0.007380' });
  });
});

describe('recovery of abandoned sessions', () => {
  it('closes a session a killed job left active, ending at its last metric', async () => {
    const metadata = dispatchMetadata({ persona: 'restaurant', voicebotId: 'demo_restaurant' });
    const recorder = await startSessionRecorder(
      testDb.db,
      { ...metadata, roomName: 'restaurant_order_room_1', workerId: 'killed-worker' },
      createRecordingLogger(),
    );
    recorder.record({
      actionType: 'llm',
      isSuccess: true,
      responseTimeMs: 420,
      tokensUsed: 80,
      costUsd: null,
      details: {},
    });
    await recorder.flush();
    // The job dies here: close() never runs. Its rows look an hour old to the recovery.
    await sql`update voice_sessions set start_time = start_time - interval '1 hour' where session_id = ${metadata.sessionId}`.execute(
      testDb.db,
    );
    await sql`update voicebot_metrics set created_at = created_at - interval '50 minutes' where session_id = ${metadata.sessionId}`.execute(
      testDb.db,
    );
    const live = dispatchMetadata({ persona: 'restaurant', voicebotId: 'demo_restaurant' });
    await startSessionRecorder(
      testDb.db,
      { ...live, roomName: 'restaurant_order_room_2', workerId: 'live-worker' },
      createRecordingLogger(),
    );

    const closed = await recoverAbandonedSessions(testDb.db, { staleAfterMs: 15 * 60_000 });
    expect(closed).toEqual([metadata.sessionId]);
    const session = await testDb.db
      .selectFrom('voiceSessions')
      .selectAll()
      .where('sessionId', '=', metadata.sessionId)
      .executeTakeFirstOrThrow();
    const lastMetric = await testDb.db
      .selectFrom('voicebotMetrics')
      .select('createdAt')
      .where('sessionId', '=', metadata.sessionId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('failed');
    expect(session.endTime?.getTime()).toBe(lastMetric.createdAt.getTime());
    expect(Number(session.durationSeconds)).toBeCloseTo(600, 0);
    expect(session.performanceMetrics).toMatchObject({ recovered: true, actions: 1 });

    const other = await testDb.db
      .selectFrom('voiceSessions')
      .select('status')
      .where('sessionId', '=', live.sessionId)
      .executeTakeFirstOrThrow();
    expect(other.status).toBe('active');
  });
});

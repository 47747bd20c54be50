import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@phi/contracts/errors';
import { voicebotUsageSchema } from '@phi/contracts/public';
import { insertVoicebotOwner } from '@phi/db';
import { createTestDatabase } from '@phi/db/testing';
import { createOwnerKey } from '@phi/domain/voicebots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

// GET /api/rag/voicebots/{id}/usage (docs/architecture.md#voicebot-dashboard) over rows shaped
// as services/voice-agent/src/metrics/session-recorder.ts writes them; every figure below is
// worked out by hand from the seeded rows.

let testDb: TestDatabase;
let testApp: TestApp;

const botId = `usage-bot-${randomUUID().slice(0, 8)}`;
const otherBotId = `other-bot-${randomUUID().slice(0, 8)}`;
const owner = createOwnerKey();
const otherOwner = createOwnerKey();
const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
const twoDaysAgo = minutesAgo(2 * 24 * 60);
const anHourAgo = minutesAgo(60);

interface SeedAction {
  bot?: string;
  session: string;
  at: Date;
  type: 'llm' | 'tts' | 'stt';
  success?: boolean;
  ms: number | null;
  tokens: number | null;
  cost: string | null;
  details: Record<string, unknown>;
}

function llm(session: string, at: Date, ms: number, tokens: number, cost: string, ok = true) {
  return {
    session,
    at,
    type: 'llm',
    success: ok,
    ms,
    tokens,
    cost,
    details: {
      model: 'gpt-4o-mini',
      ttftMs: Math.round(ms / 3),
      promptTokens: tokens - 20,
      completionTokens: 20,
      cancelled: !ok,
    },
  } satisfies SeedAction;
}

function tts(session: string, at: Date, ttfbMs: number, ok = true) {
  return {
    session,
    at,
    type: 'tts',
    success: ok,
    ms: ttfbMs + 500,
    tokens: null,
    cost: '0.001000',
    details: {
      model: 'tts-1',
      ttfbMs,
      characters: 80,
      audioDurationMs: 4200,
      cancelled: !ok,
    },
  } satisfies SeedAction;
}

async function seedSession(values: {
  bot?: string;
  id: string;
  start: Date;
  seconds: string | null;
  status: 'active' | 'completed' | 'failed';
}) {
  await testDb.db
    .insertInto('voiceSessions')
    .values({
      sessionId: values.id,
      voicebotId: values.bot ?? botId,
      companyName: 'Acme Dental Clinic',
      roomName: `voicebot_${values.bot ?? botId}_room`,
      workerId: 'AW_worker1',
      startTime: values.start,
      endTime:
        values.seconds === null
          ? null
          : new Date(values.start.getTime() + Number(values.seconds) * 1000),
      durationSeconds: values.seconds,
      status: values.status,
      performanceMetrics: values.seconds === null ? null : JSON.stringify({ actions: 0 }),
    })
    .execute();
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await insertVoicebotOwner(testDb.db, { voicebotId: botId, ownerKeyHash: owner.hash });
  await insertVoicebotOwner(testDb.db, { voicebotId: otherBotId, ownerKeyHash: otherOwner.hash });

  await seedSession({ id: 's1', start: twoDaysAgo, seconds: '120.00', status: 'completed' });
  await seedSession({ id: 's2', start: anHourAgo, seconds: '90.50', status: 'failed' });
  await seedSession({ id: 's3', start: minutesAgo(10), seconds: null, status: 'active' });
  // Outside the default 30 days, and another bot's session: neither counts.
  await seedSession({
    id: 's-old',
    start: minutesAgo(40 * 24 * 60),
    seconds: '600.00',
    status: 'completed',
  });
  await seedSession({
    bot: otherBotId,
    id: 's-other',
    start: anHourAgo,
    seconds: '300.00',
    status: 'completed',
  });

  const actions: SeedAction[] = [
    llm('s1', twoDaysAgo, 800, 150, '0.000300'),
    llm('s1', twoDaysAgo, 1200, 250, '0.000500'),
    tts('s1', twoDaysAgo, 200),
    tts('s1', twoDaysAgo, 300),
    llm('s2', anHourAgo, 2000, 100, '0.000200'),
    // Interrupted by the caller: a turn and its tokens count, its timing does not.
    llm('s2', anHourAgo, 300, 50, '0.000100', false),
    tts('s2', anHourAgo, 400),
    tts('s2', anHourAgo, 1000),
    tts('s2', anHourAgo, 50, false),
    {
      session: 's2',
      at: anHourAgo,
      type: 'stt',
      ms: 900,
      tokens: null,
      cost: '0.000050',
      details: { model: 'whisper-1', audioDurationMs: 3000, streamed: false },
    },
    { ...llm('s-old', minutesAgo(40 * 24 * 60), 9000, 9999, '0.900000') },
    { ...llm('s-other', anHourAgo, 9000, 7777, '0.700000'), bot: otherBotId },
  ];
  for (const action of actions) {
    await testDb.db
      .insertInto('voicebotMetrics')
      .values({
        voicebotId: action.bot ?? botId,
        sessionId: action.session,
        actionType: action.type,
        actionDetails: JSON.stringify(action.details),
        success: action.success ?? true,
        responseTimeMs: action.ms,
        tokensUsed: action.tokens,
        costUsd: action.cost,
        errorMessage: action.success === false ? 'interrupted by the caller' : null,
        createdAt: action.at,
      })
      .execute();
  }
  await testDb.db
    .insertInto('voicebotUsageSummaries')
    .values({
      voicebotId: botId,
      totalActions: 11,
      successfulActions: 9,
      failedActions: 2,
      totalResponseTimeMs: 15_000,
      totalTokensUsed: 10_549,
      totalCostUsd: '0.906150',
      lastActivity: anHourAgo,
      lastActionType: 'stt',
    })
    .execute();
  testApp = await createTestApp({ databaseUrl: testDb.url });
});

afterAll(async () => {
  await testApp?.close();
  await testDb?.drop();
});

function getUsage(id: string, key: string | undefined, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/rag/voicebots/${id}/usage${query}`,
    headers: key ? { 'x-voicebot-key': key } : {},
  });
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('GET /api/rag/voicebots/{id}/usage', () => {
  it('answers the owner the period’s figures, aggregated from the agent’s rows', async () => {
    const response = await getUsage(botId, owner.key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const usage = voicebotUsageSchema.parse(response.json());
    expect(usage.voicebot_id).toBe(botId);
    expect(usage.period.days).toBe(30);
    expect(usage.totals).toEqual({
      sessions: 3,
      completed_sessions: 1,
      failed_sessions: 1,
      // (120 + 90.5) / 60 = 3.5083…, the active session has no duration yet
      minutes: 3.51,
      turns: 4,
      tokens: 550,
      // 0.0003 + 0.0005 + 0.0002 + 0.0001 + 5 × 0.001 + 0.00005
      cost_usd: 0.00615,
    });
    // Speech ttfbMs 200, 300, 400, 1000 (the interrupted 50 left out): interpolated
    // median 350, 95th percentile 400 + 0.85 × 600 = 910.
    expect(usage.time_to_first_audio_ms).toEqual({ p50: 350, p95: 910, samples: 4 });
    // Model turns 800, 1200, 2000 ms: median 1200, 95th 1200 + 0.9 × 800 = 1920.
    expect(usage.turn_latency_ms).toEqual({ p50: 1200, p95: 1920, samples: 3 });
    expect(usage.recent_sessions).toEqual([
      {
        session_id: 's3',
        start_time: minutesAgo(10).toISOString(),
        duration_seconds: null,
        status: 'active',
        turns: 0,
        summary: null,
      },
      {
        session_id: 's2',
        start_time: anHourAgo.toISOString(),
        duration_seconds: 90.5,
        status: 'failed',
        turns: 2,
        summary: null,
      },
      {
        session_id: 's1',
        start_time: twoDaysAgo.toISOString(),
        duration_seconds: 120,
        status: 'completed',
        turns: 2,
        summary: null,
      },
    ]);
    expect(usage.lifetime).toEqual({
      actions: 11,
      failed_actions: 2,
      tokens: 10_549,
      cost_usd: 0.90615,
      last_activity: anHourAgo.toISOString(),
    });
  });

  it('answers one entry per UTC day of the period, summing to the totals', async () => {
    const usage = voicebotUsageSchema.parse((await getUsage(botId, owner.key)).json());
    expect(usage.daily).toHaveLength(30);
    expect(usage.daily.at(-1)?.date).toBe(utcDay(new Date(now)));
    expect(usage.daily.find((day) => day.date === utcDay(twoDaysAgo))).toEqual({
      date: utcDay(twoDaysAgo),
      sessions: 1,
      minutes: 2,
      tokens: 400,
      cost_usd: 0.0028,
    });
    const sum = (pick: (day: (typeof usage.daily)[number]) => number) =>
      usage.daily.reduce((total, day) => total + pick(day), 0);
    expect(sum((day) => day.sessions)).toBe(3);
    expect(sum((day) => day.tokens)).toBe(550);
    expect(sum((day) => day.cost_usd)).toBeCloseTo(0.00615, 9);
  });

  it('narrows the period with days and refuses a period outside 1 to 90', async () => {
    const lastDay = voicebotUsageSchema.parse((await getUsage(botId, owner.key, '?days=1')).json());
    expect(lastDay.daily).toHaveLength(1);
    // Only today's sessions remain (two days ago falls out).
    expect(lastDay.totals.sessions).toBe(
      [anHourAgo, minutesAgo(10)].filter((at) => utcDay(at) === utcDay(new Date())).length,
    );
    expect((await getUsage(botId, owner.key, '?days=91')).statusCode).toBe(400);
    expect((await getUsage(botId, owner.key, '?days=0')).statusCode).toBe(400);
  });

  it('answers 404 alike without the key, with another bot’s key and for an unknown bot', async () => {
    const refusals = [
      await getUsage(botId, undefined),
      await getUsage(botId, otherOwner.key),
      await getUsage(botId, createOwnerKey().key),
      await getUsage('no-such-bot', owner.key),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('VOICEBOT_NOT_FOUND');
    }
    expect(new Set(refusals.map((response) => response.json().error)).size).toBe(1);
  });
});

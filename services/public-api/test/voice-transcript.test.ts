import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@phi/contracts/errors';
import { voicebotUsageSchema, voiceTranscriptSchema } from '@phi/contracts/public';
import { insertVoicebotOwner } from '@phi/db';
import { createTestDatabase } from '@phi/db/testing';
import { createOwnerKey } from '@phi/domain/voicebots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

// GET /api/rag/voicebots/{id}/sessions/{sessionId}/transcript and the summaries in the usage
// answer (docs/architecture.md#voice-transcripts), over rows shaped as services/voice-agent
// writes them: the caller's personal data, for the bot's owner key only.

let testDb: TestDatabase;
let testApp: TestApp;

const botId = `transcript-bot-${randomUUID().slice(0, 8)}`;
const otherBotId = `other-bot-${randomUUID().slice(0, 8)}`;
const owner = createOwnerKey();
const otherOwner = createOwnerKey();
const start = new Date(Date.now() - 60 * 60_000);
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

async function seedSession(values: {
  bot: string;
  id: string;
  summary: { text: string; kind: 'model' | 'extractive' } | null;
}) {
  await testDb.db
    .insertInto('voiceSessions')
    .values({
      sessionId: values.id,
      voicebotId: values.bot,
      companyName: 'Acme Dental Clinic',
      roomName: `voicebot_${values.bot}_room`,
      workerId: 'AW_worker1',
      startTime: start,
      endTime: at(95),
      durationSeconds: '95.00',
      status: 'completed',
      summary: values.summary?.text ?? null,
      summaryKind: values.summary?.kind ?? null,
      summarisedAt: values.summary ? at(96) : null,
    })
    .execute();
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  await insertVoicebotOwner(testDb.db, { voicebotId: botId, ownerKeyHash: owner.hash });
  await insertVoicebotOwner(testDb.db, { voicebotId: otherBotId, ownerKeyHash: otherOwner.hash });
  await seedSession({
    bot: botId,
    id: 'call-1',
    summary: { kind: 'model', text: 'The caller booked a cleaning for Tuesday at 10am.' },
  });
  await seedSession({ bot: otherBotId, id: 'call-other', summary: null });
  await testDb.db
    .insertInto('voiceSessionTurns')
    .values([
      // Stored out of order on purpose: the answer is in the order spoken.
      { sessionId: 'call-1', speaker: 'agent', content: 'Booked: Tuesday 10am.', spokenAt: at(40) },
      {
        sessionId: 'call-1',
        speaker: 'caller',
        content: 'Can I book a cleaning on Tuesday?',
        spokenAt: at(5),
      },
      { sessionId: 'call-1', speaker: 'agent', content: 'Hello, Acme Dental.', spokenAt: at(1) },
      { sessionId: 'call-other', speaker: 'caller', content: 'Secret words', spokenAt: at(2) },
    ])
    .execute();
  testApp = await createTestApp({ databaseUrl: testDb.url });
});

afterAll(async () => {
  await testApp?.close();
  await testDb?.drop();
});

function getTranscript(id: string, sessionId: string, key: string | undefined) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/rag/voicebots/${id}/sessions/${sessionId}/transcript`,
    headers: key ? { 'x-voicebot-key': key } : {},
  });
}

describe('GET /api/rag/voicebots/{id}/sessions/{sessionId}/transcript', () => {
  it('answers the owner the session’s lines in the order spoken, with its summary', async () => {
    const response = await getTranscript(botId, 'call-1', owner.key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(voiceTranscriptSchema.parse(response.json())).toEqual({
      session_id: 'call-1',
      start_time: start.toISOString(),
      summary: { kind: 'model', text: 'The caller booked a cleaning for Tuesday at 10am.' },
      turns: [
        { speaker: 'agent', text: 'Hello, Acme Dental.', at: at(1).toISOString() },
        { speaker: 'caller', text: 'Can I book a cleaning on Tuesday?', at: at(5).toISOString() },
        { speaker: 'agent', text: 'Booked: Tuesday 10am.', at: at(40).toISOString() },
      ],
    });
  });

  it('answers 404 alike without the key, with another bot’s key and for an unknown bot', async () => {
    const refusals = [
      await getTranscript(botId, 'call-1', undefined),
      await getTranscript(botId, 'call-1', otherOwner.key),
      await getTranscript('no-such-bot', 'call-1', owner.key),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('VOICEBOT_NOT_FOUND');
    }
  });

  it('answers 404 for another bot’s session and an unknown one, even to an owner', async () => {
    for (const sessionId of ['call-other', 'no-such-call']) {
      const response = await getTranscript(botId, sessionId, owner.key);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        code: 'VOICE_SESSION_NOT_FOUND',
        error: 'This voice bot has no such conversation.',
      });
    }
  });

  it('lists each recent session’s summary in the usage answer', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/rag/voicebots/${botId}/usage`,
      headers: { 'x-voicebot-key': owner.key },
    });
    const usage = voicebotUsageSchema.parse(response.json());
    expect(usage.recent_sessions).toEqual([
      {
        session_id: 'call-1',
        start_time: start.toISOString(),
        duration_seconds: 95,
        status: 'completed',
        turns: 0,
        summary: { kind: 'model', text: 'The caller booked a cleaning for Tuesday at 10am.' },
      },
    ]);
  });
});

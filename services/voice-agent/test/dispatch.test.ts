import { randomUUID } from 'node:crypto';
import type { Room } from '@livekit/rtc-node';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVoiceJob, type VoiceJobContext } from '../src/job/run-voice-job.ts';
import { defaultPriceTable } from '../src/metrics/price-table.ts';
import { createRecordingLogger } from './text-session.ts';

// A job whose dispatch metadata is not what the token routes send ends at once with the
// reason logged, writes nothing and never joins the room.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

function fakeJobContext(metadata: string, options: { connectError?: Error } = {}) {
  const shutdownReasons: string[] = [];
  const callbacks: (() => Promise<void>)[] = [];
  let connects = 0;
  const ctx: VoiceJobContext = {
    job: { id: 'AJ_test', metadata, room: { name: 'hotel_reception_room_1764000000000_x1' } },
    workerId: 'AW_test',
    room: {} as Room,
    proc: { userData: {} },
    connect: async () => {
      connects += 1;
      if (options.connectError) {
        throw options.connectError;
      }
    },
    shutdown: (reason) => {
      shutdownReasons.push(reason ?? '');
    },
    addShutdownCallback: (callback) => {
      callbacks.push(callback);
    },
  };
  return {
    ctx,
    shutdownReasons,
    connects: () => connects,
    runShutdownCallbacks: async () => {
      for (const callback of callbacks) {
        await callback();
      }
    },
  };
}

const env = {
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: undefined,
  OPENAI_CHAT_MODEL: 'gpt-4o-mini',
  OPENAI_EMBEDDING_MODEL: undefined,
  OPENAI_TIMEOUT_MS: 30_000,
  OPENAI_FIRST_TOKEN_TIMEOUT_MS: 10_000,
  OPENAI_STT_MODEL: 'gpt-4o-mini-transcribe',
  OPENAI_TTS_MODEL: 'gpt-4o-mini-tts',
};

const badMetadata: [string, string, RegExp][] = [
  ['not JSON', '{persona: hotel', /dispatch metadata is not JSON/],
  [
    'a demo persona with another voicebot id',
    JSON.stringify({
      persona: 'hotel',
      voicebotId: 'demo_general',
      sessionId: randomUUID(),
      companyName: 'Phi Automation',
    }),
    /the hotel persona has a fixed voicebot id/,
  ],
  [
    'an unknown persona',
    JSON.stringify({
      persona: 'pirate',
      voicebotId: 'demo_general',
      sessionId: randomUUID(),
      companyName: 'Phi Automation',
    }),
    /persona/,
  ],
  [
    'a session id that is not a UUID',
    JSON.stringify({
      persona: 'general',
      voicebotId: 'demo_general',
      sessionId: 'abc',
      companyName: 'Phi Automation',
    }),
    /sessionId/,
  ],
  [
    'a company bot that does not exist',
    JSON.stringify({
      persona: 'company',
      voicebotId: 'voicebot_1764000000000_nope',
      sessionId: randomUUID(),
      companyName: 'Nobody Ltd',
    }),
    /no active voicebot voicebot_1764000000000_nope/,
  ],
];

describe('runVoiceJob', () => {
  it.each(badMetadata)('refuses %s with the reason logged', async (_case, metadata, reason) => {
    const job = fakeJobContext(metadata);
    const logger = createRecordingLogger();
    let released = 0;
    const outcome = await runVoiceJob(job.ctx, {
      env,
      logger,
      db: testDb.db,
      embedder: null,
      prices: defaultPriceTable,
      summariser: null,
      release: async () => {
        released += 1;
      },
    });
    expect(outcome.status).toBe('refused');
    expect(job.shutdownReasons).toHaveLength(1);
    expect(job.shutdownReasons[0]).toMatch(reason);
    const warning = logger.entries.find((entry) => entry.message === 'voice job refused');
    expect(warning?.fields).toMatchObject({ reason: expect.stringMatching(reason) });
    expect(job.connects()).toBe(0);

    await job.runShutdownCallbacks();
    expect(released).toBe(1);
    const sessions = await testDb.db.selectFrom('voiceSessions').select('sessionId').execute();
    expect(sessions).toEqual([]);
  });

  it('closes the session row as failed when the job crashes joining the room', async () => {
    const sessionId = randomUUID();
    const job = fakeJobContext(
      JSON.stringify({
        persona: 'hotel',
        voicebotId: 'demo_hotel',
        sessionId,
        companyName: 'Phi Automation',
      }),
      { connectError: new Error('could not connect to the LiveKit server') },
    );
    let released = 0;
    await expect(
      runVoiceJob(job.ctx, {
        env,
        logger: createRecordingLogger(),
        db: testDb.db,
        embedder: null,
        prices: defaultPriceTable,
        summariser: null,
        release: async () => {
          released += 1;
        },
      }),
    ).rejects.toThrow('could not connect to the LiveKit server');
    const open = await testDb.db
      .selectFrom('voiceSessions')
      .selectAll()
      .where('sessionId', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(open).toMatchObject({
      status: 'active',
      roomName: 'hotel_reception_room_1764000000000_x1',
      workerId: 'AW_test',
    });

    // The framework runs the shutdown callbacks of a crashed job too.
    await job.runShutdownCallbacks();
    const closed = await testDb.db
      .selectFrom('voiceSessions')
      .selectAll()
      .where('sessionId', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(closed.status).toBe('failed');
    expect(closed.endTime).not.toBeNull();
    expect(released).toBe(1);
  });
});

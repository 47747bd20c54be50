import {
  dashboardResponseSchema,
  voiceOverviewResponseSchema,
  voiceSessionsResponseSchema,
} from '@phi/contracts/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from './admin-fixtures.ts';

// The admin Voice page's API (docs/architecture.md#voice): rows shaped as services/voice-agent
// writes them (src/metrics/session-recorder.ts and src/demo/*.repository.ts).
const ctx = useSignedInAdmin();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function get(url: string, headers: Record<string, string> = ctx.admin.headers) {
  return ctx.testApp.app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  const db = ctx.testDb.db;
  await db
    .insertInto('voicebotProfiles')
    .values({ voicebotId: 'acme_bot', companyName: 'Acme Ltd' })
    .execute();
  await db
    .insertInto('voiceSessions')
    .values([
      {
        sessionId: '11111111-1111-4111-8111-111111111111',
        voicebotId: 'demo_hotel',
        companyName: 'Phi Grand Hotel',
        roomName: 'voice-demo_hotel-1',
        workerId: 'AW_one',
        startTime: minutesAgo(30),
        endTime: minutesAgo(27),
        durationSeconds: '180.50',
        status: 'completed',
        performanceMetrics: JSON.stringify({ actions: 3 }),
        summary: 'The caller asked for a double room; a booking was requested.',
        summaryKind: 'extractive',
        summarisedAt: minutesAgo(27),
      },
      {
        sessionId: '22222222-2222-4222-8222-222222222222',
        voicebotId: 'acme_bot',
        companyName: 'Acme Ltd',
        roomName: 'voice-acme_bot-2',
        workerId: 'AW_two',
        startTime: minutesAgo(20),
        endTime: minutesAgo(19),
        durationSeconds: '60.00',
        status: 'failed',
      },
      {
        sessionId: '33333333-3333-4333-8333-333333333333',
        voicebotId: 'acme_bot',
        companyName: 'Acme Ltd',
        roomName: 'voice-acme_bot-3',
        workerId: 'AW_three',
        startTime: minutesAgo(5),
        status: 'active',
      },
    ])
    .execute();
  await db
    .insertInto('voicebotUsageSummaries')
    .values([
      {
        voicebotId: 'demo_hotel',
        totalActions: 3,
        successfulActions: 3,
        failedActions: 0,
        totalResponseTimeMs: 900,
        totalTokensUsed: 420,
        totalCostUsd: '0.001260',
        lastActivity: minutesAgo(27),
        lastActionType: 'tts',
      },
      {
        voicebotId: 'acme_bot',
        totalActions: 2,
        successfulActions: 1,
        failedActions: 1,
        totalResponseTimeMs: 300,
        totalTokensUsed: 100,
        totalCostUsd: '0.000300',
        lastActivity: minutesAgo(4),
        lastActionType: 'llm',
      },
    ])
    .execute();
  await db
    .insertInto('hotelBookings')
    .values({
      reference: 'HB-7K3QX9',
      sessionId: '11111111-1111-4111-8111-111111111111',
      roomTypeId: 'standard_double',
      guestName: 'Grace Hopper',
      guestPhone: null,
      guests: 2,
      checkIn: '2026-12-10T00:00:00.000Z',
      checkOut: '2026-12-12T00:00:00.000Z',
      totalUsd: '258.00',
    })
    .execute();
  const order = await db
    .insertInto('restaurantOrders')
    .values({
      reference: 'RO-4M2PZ8',
      sessionId: null,
      customerName: 'Alan Turing',
      customerPhone: null,
      pickupTime: '2026-11-27T18:30:00.000Z',
      totalUsd: '13.00',
      notes: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('restaurantOrderItems')
    .values({
      orderId: order.id,
      menuItemId: 'garlic_flatbread',
      itemName: 'Garlic Flatbread',
      quantity: 2,
      unitPriceUsd: '6.50',
      notes: null,
    })
    .execute();
  await db
    .insertInto('hospitalAppointments')
    .values({
      reference: 'HA-9T5WR2',
      sessionId: null,
      clinicianId: 'dr_amara_osei',
      patientName: 'Katherine Johnson',
      patientPhone: null,
      reason: 'Check-up',
      startsAt: '2026-12-01T09:00:00.000Z',
      endsAt: '2026-12-01T09:15:00.000Z',
    })
    .execute();
});

describe('GET /api/admin/voice/sessions', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/admin/voice/sessions', {})).statusCode).toBe(401);
    expect((await get('/api/admin/voice/overview', {})).statusCode).toBe(401);
  });

  it('lists sessions over every bot and demo persona, newest first', async () => {
    const response = await get('/api/admin/voice/sessions');
    expect(response.statusCode, response.payload).toBe(200);
    const { sessions, nextCursor } = voiceSessionsResponseSchema.parse(response.json());
    expect(sessions.map((session) => [session.voicebotId, session.status])).toEqual([
      ['acme_bot', 'active'],
      ['acme_bot', 'failed'],
      ['demo_hotel', 'completed'],
    ]);
    expect(sessions[2]).toMatchObject({
      companyName: 'Phi Grand Hotel',
      durationSeconds: 180.5,
      isDemo: true,
      summary: {
        kind: 'extractive',
        text: 'The caller asked for a double room; a booking was requested.',
      },
    });
    expect(sessions[0]).toMatchObject({
      durationSeconds: null,
      endTime: null,
      isDemo: false,
      summary: null,
    });
    expect(nextCursor).toBeNull();
  });

  it('filters by bot and by status, and pages with the cursor', async () => {
    const byBot = voiceSessionsResponseSchema.parse(
      (await get('/api/admin/voice/sessions?voicebotId=demo_hotel')).json(),
    );
    expect(byBot.sessions.map((session) => session.sessionId)).toEqual([
      '11111111-1111-4111-8111-111111111111',
    ]);
    const byStatus = voiceSessionsResponseSchema.parse(
      (await get('/api/admin/voice/sessions?status=failed&voicebotId=all')).json(),
    );
    expect(byStatus.sessions.map((session) => session.voicebotId)).toEqual(['acme_bot']);

    const first = voiceSessionsResponseSchema.parse(
      (await get('/api/admin/voice/sessions?limit=2')).json(),
    );
    expect(first.sessions).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = voiceSessionsResponseSchema.parse(
      (
        await get(
          `/api/admin/voice/sessions?limit=2&after=${encodeURIComponent(first.nextCursor ?? '')}`,
        )
      ).json(),
    );
    expect(second.sessions.map((session) => session.voicebotId)).toEqual(['demo_hotel']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses an unknown status and a malformed cursor with 400', async () => {
    expect((await get('/api/admin/voice/sessions?status=ringing')).statusCode).toBe(400);
    expect((await get('/api/admin/voice/sessions?after=yesterday')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/voice/overview', () => {
  it('sums usage per bot and lists what the demo personas took', async () => {
    const response = await get('/api/admin/voice/overview');
    expect(response.statusCode, response.payload).toBe(200);
    const overview = voiceOverviewResponseSchema.parse(response.json());
    expect(overview.usage).toEqual([
      {
        voicebotId: 'acme_bot',
        companyName: 'Acme Ltd',
        isDemo: false,
        sessions: 2,
        minutes: 1,
        totalActions: 2,
        failedActions: 1,
        totalTokensUsed: 100,
        totalCostUsd: 0.0003,
        lastActivity: expect.any(String),
      },
      {
        voicebotId: 'demo_hotel',
        companyName: 'Phi Grand Hotel',
        isDemo: true,
        sessions: 1,
        minutes: 3.01,
        totalActions: 3,
        failedActions: 0,
        totalTokensUsed: 420,
        totalCostUsd: 0.00126,
        lastActivity: expect.any(String),
      },
    ]);
    expect(overview.hotelBookings).toEqual([
      expect.objectContaining({
        reference: 'HB-7K3QX9',
        roomName: 'Standard Double',
        guestName: 'Grace Hopper',
        guests: 2,
        checkIn: '2026-12-10T00:00:00.000Z',
        totalUsd: 258,
        status: 'requested',
      }),
    ]);
    expect(overview.restaurantOrders).toEqual([
      expect.objectContaining({
        reference: 'RO-4M2PZ8',
        customerName: 'Alan Turing',
        items: '2 × Garlic Flatbread',
        totalUsd: 13,
        status: 'placed',
      }),
    ]);
    expect(overview.hospitalAppointments).toEqual([
      expect.objectContaining({
        reference: 'HA-9T5WR2',
        patientName: 'Katherine Johnson',
        clinicianName: 'Dr Amara Osei',
        department: 'General Practice',
        startsAt: '2026-12-01T09:00:00.000Z',
        status: 'booked',
      }),
    ]);
  });
});

describe('the dashboard voice figures', () => {
  it('counts every session and the active bots used in the last 30 days', async () => {
    const db = ctx.testDb.db;
    // Active but idle for 40 days, and inactive though used today: neither counts.
    await db
      .insertInto('voicebotProfiles')
      .values([
        { voicebotId: 'idle_bot', companyName: 'Idle Co' },
        { voicebotId: 'paused_bot', companyName: 'Paused Co', status: 'inactive' },
      ])
      .execute();
    await db
      .insertInto('voiceSessions')
      .values([
        {
          voicebotId: 'idle_bot',
          companyName: 'Idle Co',
          roomName: 'voice-idle_bot-1',
          workerId: 'AW_four',
          startTime: minutesAgo(40 * 24 * 60),
          status: 'completed',
        },
        {
          voicebotId: 'paused_bot',
          companyName: 'Paused Co',
          roomName: 'voice-paused_bot-1',
          workerId: 'AW_five',
          startTime: minutesAgo(10),
          status: 'completed',
        },
      ])
      .execute();
    const response = await get('/api/admin/dashboard');
    const { stats } = dashboardResponseSchema.parse(response.json());
    expect(stats.voiceSessions).toBe(5);
    expect(stats.activeVoicebots).toBe(1);
  });
});

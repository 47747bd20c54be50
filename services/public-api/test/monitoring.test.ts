import { createDb } from '@phi/db';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { monitoringBodyNotJson } from '../src/routes/monitoring/monitoring.routes.ts';
import {
  createTestApp,
  deadDatabaseUrl,
  type TestApp,
  type TestDatabase,
  testEnv,
} from './helper.ts';

// spec: voice §7 (the monitoring calls) and §3 (session id, user id "anonymous");
// docs/architecture.md#monitoring (caps, rate limit, never a 5xx).
let testDb: TestDatabase;
let testApp: TestApp;
let addressCount = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  testApp = await createTestApp({ databaseUrl: testDb.url });
});

afterAll(async () => {
  await testApp?.close();
  await testDb?.drop();
});

beforeEach(async () => {
  for (const table of ['monitoringWebVitals', 'monitoringErrors', 'monitoringEvents'] as const) {
    await testDb.db.deleteFrom(table).execute();
  }
});

// Each test its own client address, so one test's reports never count against another's limit.
function nextAddress(): string {
  addressCount += 1;
  return `10.30.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
}

/** What navigator.sendBeacon(url, string) sends: the JSON text as text/plain. */
function beacon(url: string, body: unknown, remoteAddress = nextAddress()) {
  return testApp.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify(body),
  });
}

function postJson(url: string, body: unknown, remoteAddress = nextAddress()) {
  return testApp.app.inject({ method: 'POST', url, remoteAddress, payload: body as object });
}

async function storedCounts() {
  const count = async (table: 'monitoringWebVitals' | 'monitoringErrors' | 'monitoringEvents') =>
    Number(
      (
        await testDb.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    vitals: await count('monitoringWebVitals'),
    errors: await count('monitoringErrors'),
    events: await count('monitoringEvents'),
  };
}

// The shape apps/web/app/features/monitoring sends on pagehide.
const performanceBeacon = {
  metrics: { LCP: 1840.5, CLS: 0.031, INP: 560, FCP: 912.3, TTFB: 120.7 },
  ratings: { LCP: 'good', CLS: 'good', INP: 'poor', FCP: 'good', TTFB: 'good' },
  navigationType: 'navigate',
  url: 'http://localhost:3000/services/custom-voice-bots?utm_source=mail#pricing',
  timestamp: 1764180000000,
  sessionId: 'session_m3x9_abc123',
  userId: 'anonymous',
};

describe('POST /api/monitoring/performance', () => {
  it('stores a sendBeacon text/plain report as one row per metric, by page path', async () => {
    const response = await beacon('/api/monitoring/performance', performanceBeacon);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await testDb.db
      .selectFrom('monitoringWebVitals')
      .selectAll()
      .orderBy('metric')
      .execute();
    expect(rows.map((row) => [row.metric, Number(row.value), row.rating])).toEqual([
      ['CLS', 0.031, 'good'],
      ['FCP', 912.3, 'good'],
      ['INP', 560, 'poor'],
      ['LCP', 1840.5, 'good'],
      ['TTFB', 120.7, 'good'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        route: '/services/custom-voice-bots',
        sessionId: 'session_m3x9_abc123',
        userId: 'anonymous',
        navigationType: 'navigate',
      });
    }
  });

  it("accepts the spec's bare body as application/json and rates the values itself", async () => {
    const response = await postJson('/api/monitoring/performance', {
      metrics: { LCP: 4200, connection: '4g' },
      url: '/about',
      timestamp: '2026-11-26T10:00:00.000Z',
      sessionId: 'session_2',
    });
    expect(response.statusCode).toBe(204);
    const rows = await testDb.db.selectFrom('monitoringWebVitals').selectAll().execute();
    // 4200 ms is past web.dev's 4000 ms "poor" line for LCP; the text value is no metric.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ route: '/about', metric: 'LCP', rating: 'poor' });
    expect(rows[0]?.userId).toBe('anonymous');
  });

  it('answers a body that is not JSON, or not a report, with 400 naming the problem', async () => {
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/monitoring/performance',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: 'LCP=1200',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'BAD_REQUEST', error: monitoringBodyNotJson });

    const missing = await beacon('/api/monitoring/performance', { metrics: { LCP: 1 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    expect(missing.json().fields.map((field: { path: string }) => field.path)).toEqual(
      expect.arrayContaining(['url', 'sessionId']),
    );
    expect(await storedCounts()).toEqual({ vitals: 0, errors: 0, events: 0 });
  });

  it('refuses a body over its 8 KiB limit with 413 and stores nothing', async () => {
    const oversize = {
      ...performanceBeacon,
      sessionId: 's',
      metrics: { LCP: 1, note: 'x'.repeat(150) },
      url: `/${'a'.repeat(8 * 1024)}`,
    };
    const response = await beacon('/api/monitoring/performance', oversize);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedCounts()).toEqual({ vitals: 0, errors: 0, events: 0 });
  });

  it('limits each client address to 120 reports a minute, and only that address', async () => {
    const address = nextAddress();
    for (let sent = 0; sent < 120; sent += 1) {
      const response = await beacon('/api/monitoring/performance', performanceBeacon, address);
      expect(response.statusCode).toBe(204);
    }
    const limited = await beacon('/api/monitoring/performance', performanceBeacon, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const other = await beacon('/api/monitoring/performance', performanceBeacon);
    expect(other.statusCode).toBe(204);
    expect((await storedCounts()).vitals).toBe(121 * 5);
  });
});

describe('POST /api/monitoring/errors', () => {
  it("stores the fatal-error screen's report with its error id, path and user", async () => {
    const response = await beacon('/api/monitoring/errors', {
      message: 'Cannot read properties of undefined (reading "map")',
      error: { name: 'TypeError', message: 'Cannot read properties of undefined (reading "map")' },
      stack: 'TypeError: Cannot read properties of undefined\n    at Services (/assets/x.js:1:2)',
      url: 'http://localhost:3000/services?tab=voice',
      timestamp: '2026-11-26T10:00:00.000Z',
      sessionId: 'session_m3x9_abc123',
      context: { source: 'error-boundary', errorId: 'ERR-MI4Q7W2P-1A2B3C4D', userId: 'user_42' },
    });
    expect(response.statusCode).toBe(204);
    const row = await testDb.db
      .selectFrom('monitoringErrors')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      level: 'error',
      message: 'Cannot read properties of undefined (reading "map")',
      errorId: 'ERR-MI4Q7W2P-1A2B3C4D',
      route: '/services',
      sessionId: 'session_m3x9_abc123',
      userId: 'user_42',
    });
    expect(row.stack).toContain('at Services');
    expect(row.details).toMatchObject({ context: { source: 'error-boundary' } });
  });

  it('takes the message from the error object when none is given', async () => {
    const response = await postJson('/api/monitoring/errors', {
      error: { name: 'TypeError', message: 'x is not a function' },
      sessionId: 's',
    });
    expect(response.statusCode).toBe(204);
    const row = await testDb.db
      .selectFrom('monitoringErrors')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      message: 'x is not a function',
      errorId: null,
      userId: 'anonymous',
    });
  });

  it('refuses a message over 10,000 characters and an empty report with 400', async () => {
    const long = await beacon('/api/monitoring/errors', { message: 'm'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].path).toBe('message');
    const empty = await beacon('/api/monitoring/errors', { sessionId: 's' });
    expect(empty.statusCode).toBe(400);
    expect(await storedCounts()).toEqual({ vitals: 0, errors: 0, events: 0 });
  });

  it('refuses a body over its 48 KiB limit with 413', async () => {
    const response = await beacon('/api/monitoring/errors', {
      message: 'big',
      context: { a: 'x'.repeat(25_000), b: 'y'.repeat(25_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(await storedCounts()).toEqual({ vitals: 0, errors: 0, events: 0 });
  });
});

describe('the other monitoring calls (spec: voice §7)', () => {
  it('stores warnings, interactions, API metrics and user actions', async () => {
    const sent = await Promise.all([
      postJson('/api/monitoring/warnings', {
        message: 'Microphone not supported',
        data: { kind: 'general' },
        context: { url: '/', sessionId: 'session_1' },
      }),
      beacon('/api/monitoring/interactions', {
        interactions: [
          { type: 'click', target: 'button#connect', timestamp: 1764180000000 },
          { type: 'click', target: 'a[href="/services"]' },
          { type: 'keydown' },
        ],
        url: 'http://localhost:3000/products/voicebot-builder',
        timestamp: 1764180000000,
        sessionId: 'session_1',
      }),
      postJson('/api/monitoring/api-metrics', {
        method: 'post',
        url: '/api/chat?x=1',
        duration: 84.2,
        status: 200,
        context: { page: '/chat' },
      }),
      postJson('/api/analytics/user-actions', {
        action: 'voice_connect',
        details: { assistant: 'hotel' },
        context: { url: '/services/custom-voice-bots', userId: 'user_7' },
      }),
    ]);
    expect(sent.map((response) => response.statusCode)).toEqual([204, 204, 204, 204]);
    const warning = await testDb.db
      .selectFrom('monitoringErrors')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(warning).toMatchObject({
      level: 'warning',
      message: 'Microphone not supported',
      route: '/',
      sessionId: 'session_1',
    });
    const events = await testDb.db
      .selectFrom('monitoringEvents')
      .select(['kind', 'name', 'route', 'userId'])
      .orderBy('kind')
      .execute();
    expect(events).toEqual([
      { kind: 'api-metric', name: 'POST /api/chat', route: '/chat', userId: 'anonymous' },
      {
        kind: 'interactions',
        name: 'click, keydown',
        route: '/products/voicebot-builder',
        userId: 'anonymous',
      },
      {
        kind: 'user-action',
        name: 'voice_connect',
        route: '/services/custom-voice-bots',
        userId: 'user_7',
      },
    ]);
  });

  it('refuses more than 200 interactions and an empty action with 400', async () => {
    const many = await beacon('/api/monitoring/interactions', {
      interactions: Array.from({ length: 201 }, () => ({ type: 'click' })),
      url: '/',
      timestamp: 1,
      sessionId: 's',
    });
    expect(many.statusCode).toBe(400);
    const empty = await postJson('/api/analytics/user-actions', { action: '' });
    expect(empty.statusCode).toBe(400);
    expect(await storedCounts()).toEqual({ vitals: 0, errors: 0, events: 0 });
  });

  it('answers a form post with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/monitoring/warnings',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hi',
    });
    expect(response.statusCode).toBe(415);
  });
});

// One report of each route, as the site and the spec's clients send them.
const everyReport: [string, unknown][] = [
  ['/api/monitoring/performance', performanceBeacon],
  [
    '/api/monitoring/interactions',
    { interactions: [{ type: 'click' }], url: '/', timestamp: 1, sessionId: 's' },
  ],
  ['/api/monitoring/errors', { message: 'boom', context: { errorId: 'ERR-1' } }],
  ['/api/monitoring/warnings', { message: 'careful' }],
  ['/api/monitoring/api-metrics', { method: 'GET', url: '/api/jobs', duration: 3, status: 200 }],
  ['/api/analytics/user-actions', { action: 'click' }],
];

describe('with the database down', () => {
  it('still answers 204 on every route when the database cannot be reached', async () => {
    const downApp = await createTestApp({ databaseUrl: deadDatabaseUrl });
    try {
      for (const [url, body] of everyReport) {
        const response = await downApp.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, url).toBe(204);
      }
    } finally {
      await downApp.close();
    }
  });

  it('still answers 204 on a closed pool, and a bad body still gets its 400', async () => {
    // The pool the app holds, ended: every query fails at once ("Cannot use a pool after
    // calling end on the pool").
    const handle = createDb(testDb.url, { max: 1 });
    await handle.pool.end();
    const app = await buildApp({ env: testEnv({ DATABASE_URL: testDb.url }), db: handle.db });
    try {
      for (const [url, body] of everyReport) {
        const response = await app.inject({ method: 'POST', url, payload: body as object });
        expect(response.statusCode, url).toBe(204);
      }
      const bad = await app.inject({
        method: 'POST',
        url: '/api/monitoring/errors',
        payload: { sessionId: 's' },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await app.close();
    }
    expect(await storedCounts()).toEqual({ vitals: 0, errors: 0, events: 0 });
  });
});

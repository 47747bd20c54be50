import { siteHealthResponseSchema } from '@phi/contracts/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignedInAdmin } from './admin-fixtures.ts';

const context = useSignedInAdmin();

beforeEach(async () => {
  for (const table of ['monitoringWebVitals', 'monitoringErrors'] as const) {
    await context.testDb.db.deleteFrom(table).execute();
  }
});

function vital(route: string, metric: string, value: number, createdAt: string) {
  return { sessionId: 's', userId: 'anonymous', route, metric, value, createdAt };
}

function error(message: string, createdAt: string, errorId: string | null = null) {
  return { level: 'error' as const, message, errorId, userId: 'anonymous', createdAt };
}

function getSiteHealth(query: string, headers = context.admin.headers) {
  return context.testApp.app.inject({
    method: 'GET',
    url: `/api/admin/site-health?${query}`,
    headers,
  });
}

describe('GET /api/admin/site-health', () => {
  it('answers the p75 of each Web Vital per route and over all routes, rated by web.dev', async () => {
    await context.testDb.db
      .insertInto('monitoringWebVitals')
      .values([
        vital('/services', 'LCP', 1000, '2026-11-20T08:00:00Z'),
        vital('/services', 'LCP', 2000, '2026-11-20T09:00:00Z'),
        vital('/services', 'LCP', 3000, '2026-11-21T10:00:00Z'),
        vital('/services', 'LCP', 4000, '2026-11-22T23:59:00Z'),
        vital('/services', 'CLS', 0.3, '2026-11-21T10:00:00Z'),
        vital('/about', 'LCP', 500, '2026-11-21T10:00:00Z'),
        // Outside 2026-11-20..2026-11-22 (UTC days): not counted.
        vital('/about', 'LCP', 90000, '2026-11-19T23:59:59Z'),
        vital('/about', 'LCP', 90000, '2026-11-23T00:00:00Z'),
        // Not a Web Vital: stored, never summarised.
        vital('/about', 'heapUsed', 12, '2026-11-21T10:00:00Z'),
      ])
      .execute();

    const response = await getSiteHealth('startDate=2026-11-20&endDate=2026-11-22');
    expect(response.statusCode).toBe(200);
    const body = siteHealthResponseSchema.parse(response.json());
    expect(body.vitals).toEqual([
      // All routes: LCP 500, 1000, 2000, 3000, 4000 -> p75 3000 (2500 < 3000 <= 4000).
      { route: null, metric: 'LCP', p75: 3000, samples: 5, rating: 'needs-improvement' },
      { route: null, metric: 'CLS', p75: 0.3, samples: 1, rating: 'poor' },
      { route: '/about', metric: 'LCP', p75: 500, samples: 1, rating: 'good' },
      // 1000, 2000, 3000, 4000 -> p75 interpolated at 3250.
      { route: '/services', metric: 'LCP', p75: 3250, samples: 4, rating: 'needs-improvement' },
      { route: '/services', metric: 'CLS', p75: 0.3, samples: 1, rating: 'poor' },
    ]);
  });

  it('counts errors by message per day with the latest error ids, warnings left out', async () => {
    await context.testDb.db
      .insertInto('monitoringErrors')
      .values([
        error('TypeError: x is not a function', '2026-11-20T10:00:00Z', 'ERR-A'),
        error('TypeError: x is not a function', '2026-11-22T09:00:00Z', 'ERR-C'),
        error('TypeError: x is not a function', '2026-11-22T08:00:00Z', 'ERR-B'),
        error('TypeError: x is not a function', '2026-11-22T07:00:00Z'),
        error('Failed to fetch', '2026-11-21T10:00:00Z'),
        { ...error('Microphone not supported', '2026-11-21T10:00:00Z'), level: 'warning' },
        error('Failed to fetch', '2026-11-25T10:00:00Z'),
      ])
      .execute();

    const response = await getSiteHealth('startDate=2026-11-20&endDate=2026-11-22');
    const body = siteHealthResponseSchema.parse(response.json());
    expect(body.errors.total).toBe(5);
    expect(body.errors.otherCount).toBe(0);
    expect(body.errors.messages).toEqual([
      {
        message: 'TypeError: x is not a function',
        count: 4,
        lastSeenAt: '2026-11-22T09:00:00.000Z',
        latestErrorIds: ['ERR-C', 'ERR-B', 'ERR-A'],
        byDay: [
          { period: '2026-11-20', count: 1 },
          { period: '2026-11-21', count: 0 },
          { period: '2026-11-22', count: 3 },
        ],
      },
      {
        message: 'Failed to fetch',
        count: 1,
        lastSeenAt: '2026-11-21T10:00:00.000Z',
        latestErrorIds: [],
        byDay: [
          { period: '2026-11-20', count: 0 },
          { period: '2026-11-21', count: 1 },
          { period: '2026-11-22', count: 0 },
        ],
      },
    ]);
  });

  it('answers an empty period with no vitals and no errors', async () => {
    const response = await getSiteHealth('startDate=2026-11-01&endDate=2026-11-01');
    expect(siteHealthResponseSchema.parse(response.json())).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-01',
      vitals: [],
      errors: { total: 0, messages: [], otherCount: 0 },
    });
  });

  it('refuses a period past the 30 days of retention, or reversed, with 400', async () => {
    const tooLong = await getSiteHealth('startDate=2026-10-01&endDate=2026-10-31');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual([
      {
        path: 'startDate',
        message: 'Choose a period of at most 30 days (monitoring data is kept 30 days).',
      },
    ]);
    const reversed = await getSiteHealth('startDate=2026-11-02&endDate=2026-11-01');
    expect(reversed.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await getSiteHealth('startDate=2026-11-20&endDate=2026-11-22', {
      authorization: '',
    });
    expect(response.statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import {
  apiMetricReportSchema,
  errorReportSchema,
  monitoringLimits,
  performanceReportSchema,
  rateWebVital,
  userActionReportSchema,
} from './monitoring.ts';

describe('monitoring payloads (spec: voice §7)', () => {
  it('accepts performance metrics with url, timestamp and session id', () => {
    const report = {
      metrics: { lcp: 1200, cls: 0.02, connection: '4g' },
      url: 'https://example.com/',
      timestamp: '2025-01-01T00:00:00.000Z',
      sessionId: 'session_1',
    };
    expect(performanceReportSchema.parse(report)).toEqual(report);
    expect(performanceReportSchema.safeParse({ ...report, sessionId: '' }).success).toBe(false);
  });

  it('bounds the number of metrics', () => {
    const metrics = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`m${i}`, i]));
    const result = performanceReportSchema.safeParse({
      metrics,
      url: '/',
      timestamp: 1,
      sessionId: 's',
    });
    expect(result.success).toBe(false);
  });

  it('accepts either error shape but not an empty one', () => {
    expect(
      errorReportSchema.safeParse({ error: { name: 'TypeError' }, sessionId: 's' }).success,
    ).toBe(true);
    expect(
      errorReportSchema.safeParse({ message: 'x', error: 'y', context: { page: '/' } }).success,
    ).toBe(true);
    expect(errorReportSchema.safeParse({ sessionId: 's' }).error?.issues[0]?.path).toEqual([
      'message',
    ]);
  });

  it('checks api metrics and user actions', () => {
    expect(
      apiMetricReportSchema.safeParse({
        method: 'GET',
        url: '/api/jobs',
        duration: 12.5,
        status: 200,
      }).success,
    ).toBe(true);
    expect(
      apiMetricReportSchema.safeParse({ method: 'GET', url: '/', duration: -1, status: 200 })
        .success,
    ).toBe(false);
    expect(userActionReportSchema.safeParse({ action: '' }).success).toBe(false);
  });
});

describe('Web Vitals ratings (web.dev thresholds) and monitoring limits', () => {
  it("rates values by web.dev's good and poor lines", () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('CLS', 0.1)).toBe('good');
    expect(rateWebVital('CLS', 0.26)).toBe('poor');
    expect(rateWebVital('INP', 200)).toBe('good');
    expect(rateWebVital('INP', 500)).toBe('needs-improvement');
    expect(rateWebVital('FCP', 1801)).toBe('needs-improvement');
    expect(rateWebVital('TTFB', 1801)).toBe('poor');
  });

  it('keeps monitoring rows 30 days and accepts the ratings the site sends', () => {
    expect(monitoringLimits.retentionDays).toBe(30);
    const report = {
      metrics: { LCP: 1200 },
      ratings: { LCP: 'good' },
      navigationType: 'back-forward',
      userId: 'anonymous',
      url: '/',
      timestamp: 1,
      sessionId: 's',
    };
    expect(performanceReportSchema.parse(report)).toEqual(report);
    expect(performanceReportSchema.safeParse({ ...report, ratings: { LCP: 'fine' } }).success).toBe(
      false,
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureError, resetMonitoringForTests, startMonitoring } from './error-capture.ts';
import { readSessionId, readUserId } from './monitoring-identity.ts';
import { buildPerformanceReport } from './monitoring-reports.ts';

// spec: voice §3 (session id in session storage, user id or "anonymous") and §7 (the calls);
// docs/architecture.md#monitoring (batched beacons on pagehide or hidden).

let beacons: { url: string; body: unknown }[] = [];

beforeEach(() => {
  beacons = [];
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
});

afterEach(() => {
  resetMonitoringForTests();
  vi.unstubAllGlobals();
});

describe('monitoring identity (spec: voice §3)', () => {
  it('keeps one session id in session storage and reads the user id, else "anonymous"', () => {
    const first = readSessionId();
    expect(first).toMatch(/^session_/);
    expect(sessionStorage.getItem('monitoring_session_id')).toBe(first);
    expect(readSessionId()).toBe(first);
    expect(readUserId()).toBe('anonymous');
    sessionStorage.setItem('user_id', 'user_from_session');
    expect(readUserId()).toBe('user_from_session');
    localStorage.setItem('user_id', 'user_from_local');
    expect(readUserId()).toBe('user_from_local');
  });
});

describe('performance report', () => {
  it('holds the Web Vitals with their ratings, the navigation type and the landing address', () => {
    const report = buildPerformanceReport(
      [
        { name: 'LCP', value: 1200, rating: 'good', navigationType: 'reload' },
        { name: 'CLS', value: 0.3, rating: 'poor', navigationType: 'reload' },
      ],
      { url: 'http://localhost/services', sessionId: 's', userId: 'anonymous' },
      new Date(5),
    );
    expect(report).toEqual({
      metrics: { LCP: 1200, CLS: 0.3 },
      ratings: { LCP: 'good', CLS: 'poor' },
      navigationType: 'reload',
      url: 'http://localhost/services',
      timestamp: 5,
      sessionId: 's',
      userId: 'anonymous',
    });
    expect(buildPerformanceReport([], { url: '/', sessionId: 's', userId: 'u' })).toBeNull();
  });
});

describe('error beacons', () => {
  it('keeps errors from before the module loaded and sends them when the page is left', async () => {
    startMonitoring();
    captureError('error-boundary', new TypeError('x is not a function'), 'ERR-ABC-12345678');
    window.dispatchEvent(
      new ErrorEvent('error', { error: new RangeError('bad range'), message: 'bad range' }),
    );
    // The monitoring module loads on idle.
    await vi.waitFor(async () => {
      window.dispatchEvent(new Event('pagehide'));
      expect(beacons.length).toBeGreaterThan(0);
    });
    expect(beacons.map((beacon) => beacon.url)).toEqual([
      '/api/monitoring/errors',
      '/api/monitoring/errors',
    ]);
    expect(beacons[0]?.body).toMatchObject({
      message: 'x is not a function',
      sessionId: sessionStorage.getItem('monitoring_session_id'),
      context: { source: 'error-boundary', errorId: 'ERR-ABC-12345678', userId: 'anonymous' },
    });
    expect(beacons[1]?.body).toMatchObject({
      message: 'bad range',
      context: { source: 'window-error' },
    });

    captureError('unhandled-rejection', 'later');
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(3);
    expect(beacons[2]?.body).toMatchObject({ message: 'later' });
  });
});

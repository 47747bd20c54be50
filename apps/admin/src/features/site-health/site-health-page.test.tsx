import type { SiteHealthResponse } from '@phi/contracts/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';
import { defaultSiteHealthRange } from './site-health-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
});

const answer: SiteHealthResponse = {
  startDate: '2026-11-20',
  endDate: '2026-11-21',
  vitals: [
    { route: null, metric: 'LCP', p75: 3250, samples: 4, rating: 'needs-improvement' },
    { route: null, metric: 'CLS', p75: 0.3, samples: 1, rating: 'poor' },
    { route: '/services', metric: 'LCP', p75: 3250, samples: 4, rating: 'needs-improvement' },
    { route: '/services', metric: 'CLS', p75: 0.3, samples: 1, rating: 'poor' },
  ],
  errors: {
    total: 3,
    otherCount: 0,
    messages: [
      {
        message: 'TypeError: x is not a function',
        count: 3,
        lastSeenAt: '2026-11-21T09:00:00.000Z',
        latestErrorIds: ['ERR-C', 'ERR-B'],
        byDay: [
          { period: '2026-11-20', count: 1 },
          { period: '2026-11-21', count: 2 },
        ],
      },
    ],
  },
};

function mockSiteHealth(body: unknown, requests: URL[] = []) {
  return mockAdminApi({
    other: (url) => {
      const parsed = new URL(url, 'http://admin.test');
      if (parsed.pathname === '/api/admin/site-health') {
        requests.push(parsed);
        return jsonResponse(200, body);
      }
      return undefined;
    },
  });
}

// Ours: /admin/site-health (docs/architecture.md#monitoring)
describe('site health page', () => {
  it('asks for the period in the URL and shows p75s with their ratings and the errors', async () => {
    startSession();
    const requests: URL[] = [];
    mockSiteHealth(answer, requests);
    renderAdminApp('/site-health?startDate=2026-11-20&endDate=2026-11-21');
    expect((await screen.findByTestId('vital-LCP')).textContent).toBe('3,250 ms');
    expect(screen.getByTestId('vital-CLS').textContent).toBe('0.300');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-21',
    });
    const [row] = screen.getAllByTestId('vitals-row');
    expect(within(row as HTMLElement).getByRole('rowheader').textContent).toBe('/services');
    expect(row?.textContent).toContain('Needs improvement');
    expect(row?.textContent).toContain('Poor');
    // web.dev's LCP thresholds beside the figure.
    expect(screen.getByText('Good ≤ 2,500 ms, poor > 4,000 ms')).toBeTruthy();
    expect(screen.getByTestId('errors-total').textContent).toBe('3');
    const [errorRow] = screen.getAllByTestId('error-row');
    expect(errorRow?.textContent).toContain('TypeError: x is not a function');
    expect(
      within(errorRow as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ERR-C', 'ERR-B']);
  });

  it('says so when nothing was reported', async () => {
    startSession();
    mockSiteHealth({
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      vitals: [],
      errors: { total: 0, messages: [], otherCount: 0 },
    });
    renderAdminApp('/site-health?startDate=2026-11-20&endDate=2026-11-20');
    expect(await screen.findByText('No Web Vitals were reported in this period.')).toBeTruthy();
    expect(screen.getByText('No errors were reported in this period.')).toBeTruthy();
  });

  it('refuses a period past the 30 days of retention before asking the server', async () => {
    startSession();
    const fetchMock = mockSiteHealth(answer);
    renderAdminApp('/site-health?startDate=2026-10-01&endDate=2026-10-31');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a period of at most 30 days (monitoring data is kept 30 days).',
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/site-health'))).toBe(
        false,
      ),
    );
  });

  it('opens on the last 7 UTC days', () => {
    expect(defaultSiteHealthRange(new Date('2026-11-26T23:30:00Z'))).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-26',
    });
  });
});

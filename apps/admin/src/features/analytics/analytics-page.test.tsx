import { adminScreensCopy } from '@phi/content';
import {
  type AnalyticsResponse,
  emptyApplicationStatusCounts,
  emptyContactSourceCounts,
  emptyContactStatusCounts,
} from '@phi/contracts/admin';
import { adminAnalyticsMessages } from '@phi/contracts/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const answer: AnalyticsResponse = {
  interval: 'week',
  startDate: '2025-03-03',
  endDate: '2025-03-16',
  contacts: {
    total: 5,
    byStatus: { ...emptyContactStatusCounts(), new: 3, converted: 2 },
    bySource: { ...emptyContactSourceCounts(), contact_form: 4, referral: 1 },
    series: [
      {
        period: '2025-03-03',
        total: 2,
        byStatus: { ...emptyContactStatusCounts(), new: 2 },
        bySource: { ...emptyContactSourceCounts(), contact_form: 2 },
      },
      {
        period: '2025-03-10',
        total: 3,
        byStatus: { ...emptyContactStatusCounts(), new: 1, converted: 2 },
        bySource: { ...emptyContactSourceCounts(), contact_form: 2, referral: 1 },
      },
    ],
  },
  applications: {
    total: 1,
    byStatus: { ...emptyApplicationStatusCounts(), offered: 1 },
    series: [
      { period: '2025-03-03', total: 0, byStatus: emptyApplicationStatusCounts() },
      {
        period: '2025-03-10',
        total: 1,
        byStatus: { ...emptyApplicationStatusCounts(), offered: 1 },
      },
    ],
  },
};

// Ours: /admin/analytics (docs/architecture.md#departures, 5)
describe('analytics page', () => {
  it('asks for the range in the URL and shows totals and the numbers behind each chart', async () => {
    startSession();
    const requests: URL[] = [];
    mockAdminApi({
      other: (url) => {
        const parsed = new URL(url, 'http://admin.test');
        if (parsed.pathname === '/api/admin/analytics') {
          requests.push(parsed);
          return jsonResponse(200, answer);
        }
        return undefined;
      },
    });
    renderAdminApp('/analytics?interval=week&startDate=2025-03-03&endDate=2025-03-16');
    expect((await screen.findByTestId('analytics-contacts-total')).textContent).toBe('5');
    expect(screen.getByTestId('analytics-applications-total').textContent).toBe('1');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      interval: 'week',
      startDate: '2025-03-03',
      endDate: '2025-03-16',
    });
    const bySource = screen.getByRole('region', {
      name: adminScreensCopy.analytics.contactsBySource,
    });
    const cells = within(bySource)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Sources in contract order: contact_form, career_page, referral, other
    expect(cells.slice(1)).toEqual([
      ['2', '0', '0', '0'],
      ['2', '0', '1', '0'],
    ]);
  });

  it('shows a loading status, not a blank page, while its code loads on a direct visit', async () => {
    startSession();
    mockAdminApi({ other: () => jsonResponse(200, answer) });
    renderAdminApp('/analytics');
    // Synchronous: the first render, before the lazy screen's module has arrived.
    expect(screen.getByRole('status').textContent).toContain(adminScreensCopy.loading);
    expect(await screen.findByTestId('analytics-contacts-total')).toBeTruthy();
  });

  it('refuses an inverted range before asking the server', async () => {
    startSession();
    const fetchMock = mockAdminApi();
    renderAdminApp('/analytics?startDate=2025-03-16&endDate=2025-03-01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      adminAnalyticsMessages.rangeInvalid,
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/analytics'))).toBe(false),
    );
  });
});

import { adminVoiceCopy, keysetPagerCopy } from '@phi/content';
import type { VoiceOverviewResponse, VoiceSessionListItem } from '@phi/contracts/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockAdminApi, renderAdminApp, startSession } from '../../testing.tsx';
import { clearSession } from '../auth/session.ts';

afterEach(() => {
  cleanup();
  clearSession();
});

const hotelCall: VoiceSessionListItem = {
  sessionId: '11111111-1111-4111-8111-111111111111',
  voicebotId: 'demo_hotel',
  companyName: 'Phi Grand Hotel',
  startTime: '2026-11-26T10:15:00.123456Z',
  endTime: '2026-11-26T10:18:00.623Z',
  durationSeconds: 180.5,
  status: 'completed',
  isDemo: true,
  summary: { kind: 'model', text: 'Grace Hopper asked for a double room for two nights.' },
};
const acmeCall: VoiceSessionListItem = {
  sessionId: '22222222-2222-4222-8222-222222222222',
  voicebotId: 'acme_bot',
  companyName: 'Acme Ltd',
  startTime: '2026-11-26T09:00:00.000001Z',
  endTime: null,
  durationSeconds: null,
  status: 'active',
  isDemo: false,
  summary: null,
};
const olderCursor = `${hotelCall.startTime}_${hotelCall.sessionId}`;

const overview: VoiceOverviewResponse = {
  usage: [
    {
      voicebotId: 'acme_bot',
      companyName: 'Acme Ltd',
      isDemo: false,
      sessions: 2,
      minutes: 1,
      totalActions: 2,
      failedActions: 1,
      totalTokensUsed: 1200,
      totalCostUsd: 0.0003,
      lastActivity: '2026-11-26T10:00:00.000Z',
    },
  ],
  hotelBookings: [
    {
      reference: 'HB-7K3QX9',
      sessionId: hotelCall.sessionId,
      roomName: 'Standard Double',
      guestName: 'Grace Hopper',
      guests: 2,
      checkIn: '2026-12-10T00:00:00.000Z',
      checkOut: '2026-12-12T00:00:00.000Z',
      totalUsd: 258,
      status: 'requested',
      createdAt: '2026-11-26T10:17:00.000Z',
    },
  ],
  restaurantOrders: [],
  hospitalAppointments: [],
};

function serveVoice({ failOverview = false } = {}) {
  const requests: URLSearchParams[] = [];
  mockAdminApi({
    other: (url) => {
      const parsed = new URL(url, 'http://admin.test');
      if (parsed.pathname === '/api/admin/voice/overview') {
        return failOverview
          ? jsonResponse(500, { error: 'INTERNAL', message: 'The database is unreachable' })
          : jsonResponse(200, overview);
      }
      if (parsed.pathname !== '/api/admin/voice/sessions') {
        return undefined;
      }
      requests.push(parsed.searchParams);
      if (parsed.searchParams.get('status') === 'failed') {
        return jsonResponse(200, { sessions: [], nextCursor: null });
      }
      return parsed.searchParams.get('after') === olderCursor
        ? jsonResponse(200, { sessions: [acmeCall], nextCursor: null })
        : jsonResponse(200, { sessions: [hotelCall], nextCursor: olderCursor });
    },
  });
  return requests;
}

// docs/architecture.md#voice, "Admin Voice page"
describe('voice page', () => {
  it('lists sessions by cursor, usage per bot and the demo bookings, with empty tables said', async () => {
    startSession();
    const requests = serveVoice();
    const { user } = renderAdminApp('/voice');

    const sessions = await screen.findByRole('region', { name: adminVoiceCopy.sessionsTable });
    const row = within(sessions).getByRole('row', { name: /Phi Grand Hotel/ });
    expect(row.textContent).toContain('3 min 1 s');
    expect(row.textContent).toContain('demo_hotel');
    expect(row.textContent).toContain(adminVoiceCopy.statuses.completed);
    expect(row.textContent).toContain('(AI)Grace Hopper asked for a double room for two nights.');

    const usage = await screen.findByRole('region', { name: adminVoiceCopy.usageTable });
    const acme = within(usage).getByRole('row', { name: /acme_bot/ });
    expect(acme.textContent).toContain('1,200');
    expect(acme.textContent).toContain('0.0003');
    const bookings = screen.getByRole('region', { name: adminVoiceCopy.bookingsTable });
    expect(within(bookings).getByRole('row', { name: /HB-7K3QX9/ }).textContent).toContain(
      'Grace Hopper (2)',
    );
    expect(screen.getByText(adminVoiceCopy.ordersEmpty)).toBeTruthy();
    expect(screen.getByText(adminVoiceCopy.appointmentsEmpty)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: keysetPagerCopy.older }));
    await screen.findByText(adminVoiceCopy.running);
    expect(requests.at(-1)?.get('after')).toBe(olderCursor);
    await user.click(screen.getByRole('button', { name: keysetPagerCopy.newest }));
    await screen.findByText('3 min 1 s');
    expect(requests.at(-1)?.get('after')).toBeNull();
  });

  it('filters by bot and status from the first page and says when nothing matches', async () => {
    startSession();
    const requests = serveVoice();
    const { user } = renderAdminApp('/voice');
    await screen.findByRole('region', { name: adminVoiceCopy.sessionsTable });

    await user.selectOptions(screen.getByLabelText(adminVoiceCopy.bot), 'acme_bot');
    await waitFor(() => expect(requests.at(-1)?.get('voicebotId')).toBe('acme_bot'));
    await user.selectOptions(screen.getByLabelText(adminVoiceCopy.status), 'failed');
    expect(await screen.findByText(adminVoiceCopy.sessionsEmpty)).toBeTruthy();
    expect(requests.at(-1)?.get('status')).toBe('failed');
  });

  it('shows the overview error with a retry', async () => {
    startSession();
    serveVoice({ failOverview: true });
    renderAdminApp('/voice');
    expect(await screen.findByText(/The database is unreachable/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});

import type { VoicebotRecentSession, VoiceTranscript } from '@phi/contracts/public';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LoadTranscript, RecentSessions } from './recent-sessions.tsx';

// The dashboard's "Recent conversations" (docs/architecture.md#voice-transcripts).

afterEach(cleanup);

const booked: VoicebotRecentSession = {
  session_id: 'call-1',
  start_time: '2026-11-24T18:05:00.000Z',
  duration_seconds: 95,
  status: 'completed',
  turns: 3,
  summary: { kind: 'model', text: 'The caller booked a twin room for the 20th.' },
};
const extractive: VoicebotRecentSession = {
  session_id: 'call-2',
  start_time: '2026-11-24T17:00:00.000Z',
  duration_seconds: 30,
  status: 'failed',
  turns: 1,
  summary: {
    kind: 'extractive',
    text: 'The caller asked: “Any rooms?” 2 lines, 1 from the caller.',
  },
};
const live: VoicebotRecentSession = {
  session_id: 'call-3',
  start_time: '2026-11-24T18:30:00.000Z',
  duration_seconds: null,
  status: 'active',
  turns: 0,
  summary: null,
};

const transcript: VoiceTranscript = {
  session_id: 'call-1',
  start_time: booked.start_time,
  summary: booked.summary,
  turns: [
    { speaker: 'agent', text: 'Harbour View Hotel, Ava speaking.', at: '2026-11-24T18:05:01.000Z' },
    { speaker: 'caller', text: '<b>A twin room</b> on the 20th?', at: '2026-11-24T18:05:09.000Z' },
  ],
};

function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (!row) {
    throw new Error(`no row holds ${text}`);
  }
  return within(row);
}

describe('RecentSessions', () => {
  it('shows each conversation’s summary with its kind, and says why one has none', () => {
    render(<RecentSessions sessions={[live, booked, extractive]} loadTranscript={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Recent conversations' })).toBeTruthy();
    const first = rowOf('The caller booked a twin room for the 20th.');
    expect(first.getByText('AI summary')).toBeTruthy();
    expect(first.getByText('24 Nov 2026, 18:05 UTC')).toBeTruthy();
    expect(first.getByText('1:35')).toBeTruthy();
    expect(
      rowOf('The caller asked: “Any rooms?” 2 lines, 1 from the caller.').getByText(
        'From the transcript',
      ),
    ).toBeTruthy();
    expect(rowOf('Written when the call ends.').getByText('In progress')).toBeTruthy();
  });

  it('says so when the period has no calls', () => {
    render(<RecentSessions sessions={[]} loadTranscript={vi.fn()} />);
    expect(screen.getByText(/No calls in this period yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a transcript with a button, loading it then showing its lines as text', async () => {
    let resolve: (value: VoiceTranscript) => void = () => undefined;
    const loadTranscript = vi.fn<LoadTranscript>(
      () =>
        new Promise<VoiceTranscript>((done) => {
          resolve = done;
        }),
    );
    render(<RecentSessions sessions={[booked]} loadTranscript={loadTranscript} />);
    const button = screen.getByRole('button', { name: 'Show transcript' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(loadTranscript).toHaveBeenCalledWith('call-1', expect.any(AbortSignal));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Hide transcript');
    const panel = screen.getByRole('region', {
      name: 'Transcript of the call of 24 Nov 2026, 18:05 UTC',
    });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByRole('status').textContent).toBe('Loading the transcript…');

    resolve(transcript);
    const lines = await within(panel).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '18:05:01VoicebotHarbour View Hotel, Ava speaking.',
      '18:05:09Caller<b>A twin room</b> on the 20th?',
    ]);
    // The caller's words are text, never markup.
    expect(panel.querySelector('b')).toBeNull();

    fireEvent.click(button);
    expect(screen.queryByRole('region', { name: /^Transcript of/ })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a failed load with the reason and loads again on retry', async () => {
    const loadTranscript = vi
      .fn<LoadTranscript>()
      .mockRejectedValueOnce(new Error('This voice bot has no such conversation.'))
      .mockResolvedValueOnce({ ...transcript, turns: [] });
    render(<RecentSessions sessions={[booked]} loadTranscript={loadTranscript} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show transcript' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The transcript could not be loaded. This voice bot has no such conversation.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No lines stored for this call.')).toBeTruthy();
    expect(loadTranscript).toHaveBeenCalledTimes(2);
  });
});

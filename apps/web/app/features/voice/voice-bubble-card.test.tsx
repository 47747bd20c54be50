import { errorCatalog } from '@phi/contracts/errors';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import { useVoiceRoom } from './use-voice-room.ts';
import { VoiceBubbleCard } from './voice-bubble-card.tsx';
import { VoiceErrorBoundary } from './voice-error-boundary.tsx';
import { VoiceTokenError } from './voice-token.ts';

// The bubbles against a stubbed fetch answering as public-api does (the e2e suite,
// apps/web/e2e/voice-bubbles.spec.ts, runs them against the real server and a refused LiveKit).

const notConfigured = {
  error: errorCatalog.VOICE_NOT_CONFIGURED.message,
  code: 'VOICE_NOT_CONFIGURED',
};

function withMicrophone(isAvailable: boolean) {
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: isAvailable ? { getUserMedia: () => Promise.resolve() } : undefined,
  });
}

beforeAll(async () => {
  await import('./voice-bubble-live.tsx');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VoiceBubbleCard', () => {
  it('shows the hotel bubble with its sample hotel and a Tap to talk button', () => {
    withMicrophone(true);
    render(<VoiceBubbleCard kind="hotel" />);
    expect(screen.getByText('The Harbour View Hotel', { exact: false })).toBeTruthy();
    expect(screen.getByText('Sample hotel for this demo')).toBeTruthy();
    const button = screen.getByRole('button', { name: /^Tap to talk/ });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('is disabled with a note when the browser cannot capture audio', () => {
    withMicrophone(false);
    render(<VoiceBubbleCard kind="general" />);
    const button = screen.getByRole('button', { name: /^Tap to talk/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('data-voice-state')).toBe('disabled');
    expect(screen.getByText(/cannot use a microphone/)).toBeTruthy();
  });

  it('says plainly that voice is not available when the token route is not configured', async () => {
    withMicrophone(true);
    const fetchMock = vi.fn(async () => jsonResponse(503, notConfigured));
    vi.stubGlobal('fetch', fetchMock);
    render(<VoiceBubbleCard kind="restaurant" />);
    await userEvent.click(screen.getByRole('button', { name: /^Tap to talk/ }));
    expect(
      await screen.findByText('Voice conversations are not available on this server.'),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: /Restaurant order-taker/ });
    expect(button.getAttribute('data-voice-state')).toBe('disabled');
    // One request to the restaurant route, no retries.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/voice/restaurant/token');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body.room_name).toMatch(/^restaurant_order_room_\d+_[a-z0-9]+$/);
    expect(body.participant_identity).toMatch(/^restaurant_guest_\d+$/);
    expect(body.participant_name).toBe('Restaurant Guest');
    expect(body.ttl_minutes).toBe(30);
  });
  it('keeps the conversation it starts under the development double mount of StrictMode', async () => {
    withMicrophone(true);
    const fetchMock = vi.fn(async () => jsonResponse(503, notConfigured));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <StrictMode>
        <VoiceBubbleCard kind="hospital" />
      </StrictMode>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Tap to talk/ }));
    expect(
      await screen.findByText('Voice conversations are not available on this server.'),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('VoiceErrorBoundary', () => {
  it('shows the spec fallback panel with the assistant kind', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken bubble');
    }
    render(
      <VoiceErrorBoundary kindName="Hospital">
        <Broken />
      </VoiceErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Voice Component Error (Hospital)' })).toBeTruthy();
    expect(
      screen.getByText('Something went wrong with the voice component. Please refresh the page.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });
});

describe('useVoiceRoom retries (spec: voice §4, §8 and §9)', () => {
  it('retries 3 times after 0, 1 and 2 s, then gives up with the spec message, cleared after 8 s', async () => {
    withMicrophone(true);
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchToken = vi.fn(async ({ isRetry }: { isRetry: boolean }) => {
      throw new VoiceTokenError(
        isRetry
          ? 'Token request failed: 500'
          : 'Failed to get Phi token: 500 Internal Server Error',
        500,
      );
    });
    const { result } = renderHook(() => useVoiceRoom({ agent: 'general', fetchToken }));
    await act(async () => {
      void result.current.connect();
      await Promise.resolve();
    });
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(result.current.visualState).toBe('retrying');
    expect(result.current.state.error).toBe(
      'connection failed: Failed to get Phi token: 500 Internal Server Error',
    );
    // The first retry waits 1 s x 0 attempts.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(result.current.state.error).toBe('retry failed: Token request failed: 500');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchToken).toHaveBeenCalledTimes(3);
    expect(result.current.visualState).toBe('retrying');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(fetchToken).toHaveBeenCalledTimes(4);
    expect(result.current.state.error).toBe(
      'Maximum retry attempts reached. Please check your connection.',
    );
    expect(result.current.visualState).toBe('error');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8000);
    });
    expect(result.current.state.error).toBeNull();
    expect(result.current.visualState).toBe('idle');
    expect(fetchToken).toHaveBeenCalledTimes(4);
  });

  it('ignores a second connect while one is in progress', async () => {
    withMicrophone(true);
    let release: () => void = () => undefined;
    const fetchToken = vi.fn(
      () =>
        new Promise<never>((_, reject) => {
          release = () => reject(new DOMException('aborted', 'AbortError'));
        }),
    );
    const { result } = renderHook(() => useVoiceRoom({ agent: 'hotel', fetchToken }));
    act(() => {
      void result.current.connect();
      void result.current.connect();
    });
    await waitFor(() => expect(fetchToken).toHaveBeenCalledTimes(1));
    await act(async () => {
      await result.current.disconnect();
      release();
    });
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});

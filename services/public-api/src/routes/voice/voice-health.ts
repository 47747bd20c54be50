import { voiceHealthMessages } from '@phi/contracts/messages';
import type { VoiceHealthResponse } from '@phi/contracts/public';
import { type LivekitSettings, toHttpUrl } from '@phi/runtime';

export interface VoiceHealthOptions {
  settings: LivekitSettings | null;
  timeoutMs: number;
  /** How long one answer is kept: every bubble on a page may ask. */
  cacheMs: number;
}

const notConfigured: VoiceHealthResponse = {
  healthy: false,
  status: 'not-configured',
  configured: false,
  reachable: false,
  error: voiceHealthMessages.notConfigured,
};

// LiveKit answers "OK" to a GET of its base URL on the port it serves signalling on.
async function askServer(url: string, timeoutMs: number): Promise<VoiceHealthResponse> {
  try {
    const response = await fetch(toHttpUrl(url), {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.ok) {
      return { healthy: true, status: 'ok', configured: true, reachable: true };
    }
    return {
      healthy: false,
      status: 'unreachable',
      configured: true,
      reachable: false,
      error: voiceHealthMessages.answered(response.status),
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      healthy: false,
      status: 'unreachable',
      configured: true,
      reachable: false,
      // The server's address stays out of a public answer; the log has it.
      error: timedOut ? voiceHealthMessages.timedOut(timeoutMs) : voiceHealthMessages.unreachable,
    };
  }
}

/** Reads the voice server's health, one request at a time and kept for `cacheMs`. */
export function createVoiceHealth(options: VoiceHealthOptions): () => Promise<VoiceHealthResponse> {
  const { settings } = options;
  let cached: { at: number; answer: Promise<VoiceHealthResponse> } | undefined;
  return () => {
    if (!settings) {
      return Promise.resolve(notConfigured);
    }
    const now = Date.now();
    if (!cached || now - cached.at >= options.cacheMs) {
      cached = { at: now, answer: askServer(settings.url, options.timeoutMs) };
    }
    return cached.answer;
  };
}

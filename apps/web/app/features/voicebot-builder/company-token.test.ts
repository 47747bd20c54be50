import type { VoicebotRecord } from '@phi/contracts/public';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing.ts';
import { VoiceTokenError, VoiceUnavailableError } from '../voice/voice-token.ts';
import { buildCompanyTokenRequest, createCompanyTokenFetcher } from './company-token.ts';

const record: VoicebotRecord = {
  id: 'voicebot_1764000000000_abc123',
  companyName: 'Harbour View Hotel',
  botName: 'Ava',
  companyDescription: '',
  files: [],
  createdAt: '2026-11-26T10:00:00.000Z',
  status: 'ready',
  chunksCount: 3,
  filesCount: 1,
};
const ownerKey = 'k'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

// spec: voice §3 and §7, the company token request of the builder
describe('company token', () => {
  it('asks for room "company_" + the voicebot id as "Company User" for 60 minutes', async () => {
    expect(await buildCompanyTokenRequest(record, 1_764_000_000_500)).toEqual({
      room_name: 'company_voicebot_1764000000000_abc123',
      participant_identity: 'company_user_1764000000500',
      participant_name: 'Company User',
      ttl_minutes: 60,
      voicebot_id: 'voicebot_1764000000000_abc123',
      company_name: 'Harbour View Hotel',
      bot_name: 'Ava',
      description: null,
      can_publish: true,
      can_subscribe: true,
      can_publish_data: true,
      can_update_metadata: true,
    });
  });

  it('sends the owner key and reads token and server_url', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, {
        token: 'jwt',
        server_url: 'wss://voice.example',
        participant_token: 'jwt',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const token = await createCompanyTokenFetcher(
      record,
      ownerKey,
    )({
      signal: new AbortController().signal,
      isRetry: false,
    });
    expect(token).toEqual({ token: 'jwt', serverUrl: 'wss://voice.example' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/voice/company/token');
    expect(new Headers(init.headers).get('x-voicebot-key')).toBe(ownerKey);
  });

  it('reads 503 VOICE_NOT_CONFIGURED as voice unavailable, other failures with the spec text', async () => {
    const signal = new AbortController().signal;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { error: 'no voice', code: 'VOICE_NOT_CONFIGURED' })),
    );
    await expect(
      createCompanyTokenFetcher(record, ownerKey)({ signal, isRetry: false }),
    ).rejects.toBeInstanceOf(VoiceUnavailableError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(404, { error: 'Voicebot not found.', code: 'VOICEBOT_NOT_FOUND' }),
      ),
    );
    const failure = createCompanyTokenFetcher(record, ownerKey)({ signal, isRetry: false });
    await expect(failure).rejects.toBeInstanceOf(VoiceTokenError);
    await expect(failure).rejects.toThrow('Failed to get company token: 404');
    await expect(
      createCompanyTokenFetcher(record, ownerKey)({ signal, isRetry: true }),
    ).rejects.toThrow('Token request failed: 404');
  });
});

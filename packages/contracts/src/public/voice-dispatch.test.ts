import { describe, expect, it } from 'vitest';
import { parseVoiceDispatchMetadata } from './voice-dispatch.ts';

const hotel = {
  persona: 'hotel',
  voicebotId: 'demo_hotel',
  sessionId: '6f1c2a52-4a43-4d5e-9a57-0c1f4b3e2d10',
  companyName: 'Phi Hotel Demo',
};

describe('voice dispatch metadata', () => {
  it('accepts a demo persona with its fixed voicebot id', () => {
    expect(parseVoiceDispatchMetadata(JSON.stringify(hotel))).toMatchObject({ ok: true });
  });

  it('accepts a company bot with its voice and template', () => {
    const company = {
      ...hotel,
      persona: 'company',
      voicebotId: 'voicebot_1764180000000_k3j9x2',
      voice: 'luna',
      template: 'empathetic',
      botName: 'Helper',
    };
    expect(parseVoiceDispatchMetadata(JSON.stringify(company))).toMatchObject({ ok: true });
  });

  it('refuses text that is not JSON, unknown personas, foreign ids and extra keys', () => {
    expect(parseVoiceDispatchMetadata('{persona')).toEqual({
      ok: false,
      reason: 'dispatch metadata is not JSON',
    });
    for (const bad of [
      { ...hotel, persona: 'pirate' },
      { ...hotel, voicebotId: 'demo_hospital' },
      { ...hotel, persona: 'company', voicebotId: 'demo_general' },
      { ...hotel, roomConfig: { agents: [] } },
      { ...hotel, sessionId: 'not-a-uuid' },
    ]) {
      expect(parseVoiceDispatchMetadata(JSON.stringify(bad)).ok).toBe(false);
    }
  });
});

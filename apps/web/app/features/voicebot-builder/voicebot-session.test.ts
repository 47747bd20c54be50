import { describe, expect, it } from 'vitest';
import {
  buildTemporaryUserId,
  createVoicebotSession,
  ensureVoicebotId,
  toCreationPercent,
  toUploadPercent,
} from './voicebot-session.ts';

describe('voicebot session', () => {
  it('makes the id once: "voicebot_" plus timestamp plus a random suffix (spec: voice §3)', async () => {
    const session = createVoicebotSession();
    const id = await ensureVoicebotId(session);
    expect(id).toMatch(/^voicebot_\d{13}_[a-z0-9]{6}$/);
    expect(await ensureVoicebotId(session)).toBe(id);
  });

  it('builds the temporary user id from the time', () => {
    expect(buildTemporaryUserId(1_764_000_000_000)).toBe('user_1764000000000');
  });

  it('holds upload progress at 90% until the server answers', () => {
    expect(toUploadPercent(0)).toBe(0);
    expect(toUploadPercent(0.5)).toBe(50);
    expect(toUploadPercent(1)).toBe(90);
  });

  it('maps the indexing job percent onto the creation bar from 10% to 100%', () => {
    expect(toCreationPercent(0)).toBe(10);
    expect(toCreationPercent(50)).toBe(55);
    expect(toCreationPercent(100)).toBe(100);
    expect(toCreationPercent(140)).toBe(100);
  });
});

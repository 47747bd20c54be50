import { describe, expect, it } from 'vitest';
import { ragIndexRequestSchema } from './rag.ts';
import {
  buildBuilderRoomName,
  buildDemoIdentity,
  buildDemoRoomName,
  companyTokenRequestSchema,
  getWaveIntervalMs,
  isDemoRoomName,
  voiceTokenRequestSchema,
} from './voice.ts';

const demoRequest = {
  room_name: 'hotel_reception_room_1700000000000_ab12',
  participant_identity: 'hotel_guest_1700000000000',
  participant_name: 'Hotel Guest',
  ttl_minutes: 30,
};

describe('voice token requests (spec: voice §3 and §9)', () => {
  it('accepts the demo payload and caps its lifetime at 30 minutes', () => {
    expect(voiceTokenRequestSchema.parse(demoRequest)).toEqual(demoRequest);
    expect(voiceTokenRequestSchema.safeParse({ ...demoRequest, ttl_minutes: 31 }).success).toBe(
      false,
    );
  });

  it('refuses keys it does not know, so a client cannot ask for a persona, grant or room configuration', () => {
    for (const extra of [{ persona: 'hospital' }, { roomAdmin: true }, { roomConfig: {} }]) {
      const result = voiceTokenRequestSchema.safeParse({ ...demoRequest, ...extra });
      expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    }
    const company = companyTokenRequestSchema.safeParse({
      room_name: 'company_voicebot_1',
      participant_identity: 'company_user_1',
      participant_name: 'Company User',
      voicebot_id: 'voicebot_1',
      company_name: 'Acme',
      bot_name: 'Ava',
      can_record: true,
    });
    expect(company.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('refuses room names outside the safe alphabet', () => {
    const result = voiceTokenRequestSchema.safeParse({
      ...demoRequest,
      room_name: '../other room',
    });
    expect(result.error?.issues[0]?.path).toEqual(['room_name']);
  });

  it('checks the company payload with the builder rules', () => {
    const company = {
      room_name: 'company_voicebot_1700000000000_x1',
      participant_identity: 'company_user_1700000000000',
      participant_name: 'Company User',
      ttl_minutes: 60,
      voicebot_id: 'voicebot_1700000000000_x1',
      company_name: 'Acme',
      bot_name: 'Ava',
      description: null,
    };
    const parsed = companyTokenRequestSchema.parse(company);
    expect(parsed.can_publish).toBe(true);
    expect(parsed.can_update_metadata).toBe(true);
    const bad = companyTokenRequestSchema.safeParse({
      ...company,
      bot_name: 'A!',
      company_name: ' ',
    });
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Bot name can only contain letters, numbers, and spaces',
      'Please enter a company name',
    ]);
  });

  it('applies the description word rule in the index request', () => {
    const result = ragIndexRequestSchema.safeParse({
      user_id: 'user_1',
      company_name: 'Acme',
      bot_name: 'Ava',
      description: 'too short',
      voicebot_id: 'voicebot_1',
    });
    expect(result.error?.issues[0]?.message).toBe(
      'Description needs at least 15 words (currently 2)',
    );
  });
});

describe('room naming (spec: voice §3)', () => {
  it('builds prefixed names and recognises them', () => {
    const room = buildDemoRoomName('restaurant', 1700, 'zz');
    expect(room).toBe('restaurant_order_room_1700_zz');
    expect(isDemoRoomName('restaurant', room)).toBe(true);
    expect(isDemoRoomName('hospital', room)).toBe(false);
    expect(buildDemoIdentity('general', 1700)).toBe('phi_user_1700');
    expect(buildBuilderRoomName('voicebot_1')).toBe('company_voicebot_1');
  });
});

describe('wave interval (spec: voice §9)', () => {
  it('depends on known device memory', () => {
    expect(getWaveIntervalMs(undefined)).toBe(400);
    expect(getWaveIntervalMs(1024 * 1024 * 1024)).toBe(500);
    expect(getWaveIntervalMs(4 * 1024 * 1024 * 1024)).toBe(300);
  });
});

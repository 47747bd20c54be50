import { describe, expect, it } from 'vitest';
import { jobDefinitions, jobPayloadSchemas, queueJobNames } from './index.ts';

describe('queue job contracts', () => {
  it('lists every job once as { name, schema }', () => {
    expect(queueJobNames).toEqual(['news.fetch-all', 'news.fetch-source', 'voicebot.index']);
    expect(jobDefinitions.map((definition) => definition.name)).toEqual(queueJobNames);
    for (const definition of jobDefinitions) {
      expect(definition.schema).toBe(jobPayloadSchemas[definition.name]);
    }
  });

  it('parses news fetch payloads from the schedule and from Refresh News', () => {
    const requestedAt = '2025-01-01T00:00:00.000Z';
    expect(
      jobPayloadSchemas['news.fetch-all'].parse({ trigger: 'refresh-news', requestedAt }),
    ).toEqual({ trigger: 'refresh-news', requestedAt });
    expect(
      jobPayloadSchemas['news.fetch-source'].safeParse({ trigger: 'schedule', requestedAt })
        .success,
    ).toBe(false);
    expect(
      jobPayloadSchemas['news.fetch-all'].safeParse({ trigger: 'cron', requestedAt }).success,
    ).toBe(false);
  });

  it('refuses a voicebot index payload without files list or with a long id', () => {
    const payload = {
      voicebotId: 'voicebot_1',
      userId: 'user_1',
      companyName: 'Acme',
      botName: 'Ava',
      description: null,
      fileIds: ['f1'],
      requestedAt: '2025-01-01T00:00:00Z',
    };
    expect(jobPayloadSchemas['voicebot.index'].safeParse(payload).success).toBe(true);
    expect(
      jobPayloadSchemas['voicebot.index'].safeParse({ ...payload, voicebotId: 'v'.repeat(256) })
        .success,
    ).toBe(false);
  });
});

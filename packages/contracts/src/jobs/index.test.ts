import { describe, expect, it } from 'vitest';
import {
  jobContracts,
  knowledgeIndexSiteJob,
  newsFetchAllJob,
  newsFetchSourceJob,
  sweepFilesJob,
  voicebotIndexJob,
} from './index.ts';

describe('queue job contracts', () => {
  it('names every job once, each on its queue', () => {
    expect(jobContracts.map((job) => [job.name, job.queue])).toEqual([
      ['housekeeping.sweep-files', 'housekeeping'],
      ['housekeeping.prune-monitoring', 'housekeeping'],
      ['housekeeping.prune-voice-transcripts', 'housekeeping'],
      ['news.fetch-all', 'news'],
      ['news.fetch-source', 'news'],
      ['news.sync-schedules', 'news'],
      ['news.prune', 'news'],
      ['voicebot.index', 'knowledge'],
      ['knowledge.index-site', 'knowledge'],
    ]);
  });

  it('parses news fetch payloads from the schedule and from Refresh News', () => {
    const requestedAt = '2025-01-01T00:00:00.000Z';
    expect(newsFetchAllJob.schema.parse({ trigger: 'refresh-news', requestedAt })).toEqual({
      trigger: 'refresh-news',
      requestedAt,
    });
    expect(newsFetchSourceJob.schema.safeParse({ trigger: 'schedule', requestedAt }).success).toBe(
      false,
    );
    expect(newsFetchAllJob.schema.safeParse({ trigger: 'cron', requestedAt }).success).toBe(false);
    // A source's scheduler writes its payload once: no request time in it.
    expect(newsFetchSourceJob.schema.parse({ sourceId: 'src-1', trigger: 'schedule' })).toEqual({
      sourceId: 'src-1',
      trigger: 'schedule',
    });
    expect(newsFetchSourceJob.schema.parse({ sourceId: 'src-1', trigger: 'admin' }).trigger).toBe(
      'admin',
    );
  });

  it('takes a sweep payload with or without the time it was asked for', () => {
    expect(sweepFilesJob.schema.parse({})).toEqual({});
    expect(sweepFilesJob.schema.safeParse({ requestedAt: 'yesterday' }).success).toBe(false);
  });

  it('refuses a voicebot index payload without files list or with a long id', () => {
    const payload = {
      runId: '0b7f3c9e-8d2a-4e51-9b6c-3f1a2d4e5f60',
      voicebotId: 'voicebot_1',
      userId: 'user_1',
      companyName: 'Acme',
      botName: 'Ava',
      description: null,
      fileIds: ['f1'],
      requestedAt: '2025-01-01T00:00:00Z',
    };
    expect(voicebotIndexJob.schema.safeParse(payload).success).toBe(true);
    expect(
      voicebotIndexJob.schema.safeParse({ ...payload, voicebotId: 'v'.repeat(256) }).success,
    ).toBe(false);
    const { fileIds: _omitted, ...withoutFiles } = payload;
    expect(voicebotIndexJob.schema.safeParse(withoutFiles).success).toBe(false);
  });

  it('parses a site index request from each of its triggers only', () => {
    for (const trigger of ['startup', 'schedule', 'jobs-changed', 'news-stored']) {
      expect(knowledgeIndexSiteJob.schema.parse({ trigger })).toEqual({ trigger });
    }
    expect(knowledgeIndexSiteJob.schema.safeParse({ trigger: 'manual' }).success).toBe(false);
  });
});

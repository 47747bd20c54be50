import { describe, expect, it } from 'vitest';
import { voicebotFileLimits } from '../constants.ts';
import { ragMessages } from '../messages.ts';
import {
  ragAskRequestSchema,
  ragIndexRequestSchema,
  ragIndexResponseSchema,
  ragIndexStatusSchema,
  ragPaths,
  voicebotOwnerKeySchema,
} from './rag.ts';

const description =
  'Acme Dental runs three clinics in Springfield and books cleanings, fillings and checkups for families every weekday.';

describe('rag contracts (spec: voice §5 and §7)', () => {
  it('keeps the spec wording of the 10 MB refusal', () => {
    expect(ragMessages.fileTooLarge).toBe(
      'File size exceeds 10MB limit. Please choose a smaller file.',
    );
  });

  it('names every type the server accepts in its type refusal', () => {
    expect(ragMessages.fileTypeNotSupported('.exe')).toBe(
      'File type .exe is not supported. Please upload PDF, DOCX, TXT, MD, CSV, JSON, XML, or HTML files.',
    );
  });

  it('bounds a bot at 20 files and 50 MB in all', () => {
    expect(voicebotFileLimits).toEqual({ maxFilesPerBot: 20, maxTotalBytesPerBot: 52_428_800 });
  });

  it('takes the builder index call with its voice and template, both optional', () => {
    const body = {
      user_id: 'user_1732600000000',
      company_name: 'Acme Dental',
      bot_name: 'Ava',
      description,
      voicebot_id: 'voicebot_1732600000000_ab12cd',
    };
    expect(ragIndexRequestSchema.parse(body).voice).toBeUndefined();
    expect(
      ragIndexRequestSchema.parse({ ...body, voice: 'luna', template: 'empathetic' }),
    ).toMatchObject({ voice: 'luna', template: 'empathetic' });
    expect(ragIndexRequestSchema.safeParse({ ...body, voice: 'robot' }).success).toBe(false);
  });

  it('reads a completed index status as the spec index answer', () => {
    const status = ragIndexStatusSchema.parse({
      voicebot_id: 'voicebot_1',
      job_id: '0b7f3c9e-8d2a-4e51-9b6c-3f1a2d4e5f60',
      state: 'completed',
      percent: 100,
      documents_total: 3,
      documents_processed: 3,
      skipped: [],
      error: null,
      files_count: 2,
      chunks_count: 9,
    });
    expect(ragIndexResponseSchema.parse(status)).toEqual({
      voicebot_id: 'voicebot_1',
      files_count: 2,
      chunks_count: 9,
    });
  });

  it('accepts only a 32-byte base64url owner key', () => {
    expect(voicebotOwnerKeySchema.safeParse('A'.repeat(43)).success).toBe(true);
    expect(voicebotOwnerKeySchema.safeParse('A'.repeat(42)).success).toBe(false);
    expect(voicebotOwnerKeySchema.safeParse(`${'A'.repeat(42)}=`).success).toBe(false);
  });

  it('refuses an empty question and builds the paths', () => {
    expect(
      ragAskRequestSchema.safeParse({ voicebot_id: 'voicebot_1', question: '  ' }).success,
    ).toBe(false);
    expect(ragPaths.voicebot('voicebot_1')).toBe('/api/rag/voicebots/voicebot_1');
    expect(ragPaths.indexStatus('abc')).toBe('/api/rag/index/abc');
  });
});

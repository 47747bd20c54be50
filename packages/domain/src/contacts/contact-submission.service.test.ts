import { describe, expect, it } from 'vitest';
import { detectBotSubmission } from './contact-submission.service.ts';

const minFillMs = 3_000;
const now = 1_000_000;

describe('detectBotSubmission', () => {
  it('catches a filled honeypot, but not one holding only spaces', () => {
    expect(detectBotSubmission({ website: 'http://spam.example' }, minFillMs, now)).toBe(
      'honeypot',
    );
    expect(detectBotSubmission({ website: '  ' }, minFillMs, now)).toBeNull();
  });

  it('catches a form sent faster than the minimum fill time', () => {
    expect(detectBotSubmission({ startedAt: now - minFillMs + 1 }, minFillMs, now)).toBe(
      'too-fast',
    );
    expect(detectBotSubmission({ startedAt: now - minFillMs }, minFillMs, now)).toBeNull();
  });

  it('lets through a form without a start time or from a clock ahead of the server', () => {
    expect(detectBotSubmission({}, minFillMs, now)).toBeNull();
    expect(detectBotSubmission({ startedAt: now + 60_000 }, minFillMs, now)).toBeNull();
  });
});

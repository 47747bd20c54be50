import { errorReportCopy as copy } from '@phi/content';
import { fatalErrorMessages } from '@phi/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  buildErrorReportBody,
  buildErrorReportMailto,
  createErrorId,
  describeError,
  type ErrorReport,
} from './error-report.ts';

const report: ErrorReport = {
  errorId: 'ERR-ABC-12345678',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Home (home.tsx:10:5)',
  url: 'https://example.test/services?x=1#top',
  timestamp: '2025-03-01T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 Test',
};

function parseMailto(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
}

describe('buildErrorReportMailto', () => {
  it('addresses the support mailbox with the error id in the subject', () => {
    const mail = parseMailto(buildErrorReportMailto('support@example.test', report));
    expect(mail.to).toBe('support@example.test');
    expect(mail.subject).toBe(copy.subject('ERR-ABC-12345678'));
  });

  it('holds error id, message, stack, URL, timestamp and user agent in the body', () => {
    const { body } = parseMailto(buildErrorReportMailto('support@example.test', report));
    expect(body).toContain(`${fatalErrorMessages.errorId}: ERR-ABC-12345678`);
    expect(body).toContain(`${copy.message}: Cannot read properties of undefined`);
    expect(body).toContain('at Home (home.tsx:10:5)');
    expect(body).toContain(`${copy.url}: https://example.test/services?x=1#top`);
    expect(body).toContain(`${copy.timestamp}: 2025-03-01T10:00:00.000Z`);
    expect(body).toContain(`${copy.userAgent}: Mozilla/5.0 Test`);
  });

  it('encodes reserved characters so the URL stays one mailto link', () => {
    const href = buildErrorReportMailto('support@example.test', report);
    expect(href).not.toContain('\n');
    expect(href).not.toContain('#top');
    expect(href.split('?')).toHaveLength(2);
  });

  it('cuts a very long stack so the link stays within mail client limits', () => {
    const body = buildErrorReportBody({ ...report, stack: 'x'.repeat(10_000) });
    expect(body.length).toBeLessThan(2000);
    expect(body.endsWith('…')).toBe(true);
  });

  it('says so when no stack exists', () => {
    expect(buildErrorReportBody({ ...report, stack: undefined })).toContain(copy.notAvailable);
  });
});

describe('describeError', () => {
  it('reads Error objects, strings, route error responses and anything else', () => {
    const error = new Error('boom');
    expect(describeError(error)).toEqual({ message: 'boom', stack: error.stack });
    expect(describeError('plain')).toEqual({ message: 'plain', stack: undefined });
    expect(describeError({ status: 500, statusText: 'Internal Server Error' }).message).toBe(
      '500 Internal Server Error',
    );
    expect(describeError(42).message).toBe(copy.unknownError);
  });
});

describe('createErrorId', () => {
  it('gives distinct, quotable ids', () => {
    const first = createErrorId();
    const second = createErrorId();
    expect(first).toMatch(/^ERR-[0-9A-Z]+-[0-9A-F]{8}$/);
    expect(first).not.toBe(second);
  });
});

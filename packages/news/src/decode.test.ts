import { describe, expect, it } from 'vitest';
import { decodeFeedBytes } from './decode.ts';

const prolog = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n`;

describe('decodeFeedBytes', () => {
  it('reads UTF-8 when nothing says otherwise', () => {
    const body = Buffer.from('<rss><title>Café naïve</title></rss>', 'utf8');
    expect(decodeFeedBytes(body, null)).toBe('<rss><title>Café naïve</title></rss>');
  });

  it('takes the charset of the Content-Type header', () => {
    const body = Buffer.from('<rss><title>Caf\u00e9</title></rss>', 'latin1');
    expect(decodeFeedBytes(body, 'application/rss+xml; charset=ISO-8859-1')).toContain('Café');
    expect(decodeFeedBytes(body, 'text/xml;charset="iso-8859-1"')).toContain('Café');
  });

  it('takes the prolog encoding when the header has no charset', () => {
    const body = Buffer.from(
      `${prolog('ISO-8859-1')}<rss><title>Caf\u00e9 na\u00efve</title></rss>`,
      'latin1',
    );
    expect(decodeFeedBytes(body, 'application/xml')).toContain('Café naïve');
    expect(decodeFeedBytes(body, null)).toContain('Café naïve');
  });

  it('decodes windows-1252 (euro, curly quotes), also under the ISO-8859-1 label', () => {
    // 0x80 is € and 0x93/0x94 are curly quotes in windows-1252; TextDecoder maps the ISO-8859-1
    // label to windows-1252 because that is what such feeds hold.
    const bytes = Buffer.from([0x80, 0x20, 0x93, 0x71, 0x94]);
    const body = Buffer.concat([Buffer.from(prolog('windows-1252')), bytes]);
    expect(decodeFeedBytes(body, null)).toContain('€ “q”');
    const latin1 = Buffer.concat([Buffer.from(prolog('iso-8859-1')), bytes]);
    expect(decodeFeedBytes(latin1, null)).toContain('€ “q”');
  });

  it('falls back to UTF-8 on an unknown label', () => {
    const body = Buffer.from(`${prolog('x-made-up')}<rss>é</rss>`, 'utf8');
    expect(decodeFeedBytes(body, 'text/xml; charset=bogus')).toContain('<rss>é</rss>');
  });

  it('strips a UTF-8 byte order mark', () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<rss>é</rss>')]);
    expect(decodeFeedBytes(body, null)).toBe('<rss>é</rss>');
  });

  it('reads UTF-16 by its byte order mark, before the header and prolog', () => {
    const text = `${prolog('UTF-16')}<rss>é</rss>`;
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeFeedBytes(body, 'application/xml; charset=iso-8859-1')).toBe(text);
  });

  it('believes the prolog when a header claims UTF-8 for bytes that are not', () => {
    const body = Buffer.from(`${prolog('ISO-8859-1')}<rss>Z\u00fcrich</rss>`, 'latin1');
    expect(decodeFeedBytes(body, 'application/rss+xml; charset=UTF-8')).toContain('Zürich');
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildDocx,
  buildZip,
  executable,
  htmlPage,
  minimalPdf,
  plainTextResume,
} from '../../test/upload-fixtures.ts';
import { detectResumeMimeType } from './resume-content.ts';
import { readZipEntries, zipLimits } from './zip-inspect.ts';

const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('detectResumeMimeType (spec: site-marketing-careers §5, by content)', () => {
  it.each([
    ['a PDF', minimalPdf, 'application/pdf'],
    ['a DOCX', buildDocx(), docxMime],
    ['UTF-8 text', plainTextResume, 'text/plain'],
    ['UTF-8 text with a BOM', Buffer.from('\uFEFFResume of Ada'), 'text/plain'],
  ])('recognises %s', (_case, content, expected) => {
    expect(detectResumeMimeType(content)).toBe(expected);
  });

  it.each([
    ['HTML', htmlPage],
    ['HTML after blank lines and a BOM', Buffer.from('\uFEFF\n\n  <html><body>x</body></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['an executable (MZ header)', executable],
    ['an ELF binary', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00])],
    ['text with a NUL byte', Buffer.from('Resume\u0000of Ada')],
    ['invalid UTF-8', Buffer.from([0x52, 0xc3, 0x28, 0x41])],
    ['an empty file', Buffer.alloc(0)],
    ['a zip without word/document.xml', buildZip([{ name: 'a.txt', content: Buffer.from('x') }])],
    ['a truncated zip', buildDocx().subarray(0, 120)],
  ])('refuses %s', (_case, content) => {
    expect(detectResumeMimeType(content)).toBeNull();
  });
});

describe('readZipEntries (expansion limits)', () => {
  it('lists the entries of a well-formed archive', () => {
    expect(readZipEntries(buildDocx())?.map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });

  it('refuses a directory claiming more than the total uncompressed limit', () => {
    const bomb = buildZip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      {
        name: 'word/document.xml',
        content: Buffer.alloc(1000),
        claimedSize: zipLimits.maxTotalUncompressedBytes + 1,
      },
    ]);
    expect(readZipEntries(bomb)).toBeNull();
  });

  it('refuses an entry whose compression ratio is past the limit', () => {
    const bomb = buildZip([
      { name: 'word/document.xml', content: Buffer.alloc(100), claimedSize: 20 * 1024 * 1024 },
    ]);
    expect(readZipEntries(bomb)).toBeNull();
  });

  it('refuses an archive with too many entries', () => {
    const entries = Array.from({ length: zipLimits.maxEntries + 1 }, (_, index) => ({
      name: `f${index}`,
      content: Buffer.from('x'),
    }));
    expect(readZipEntries(buildZip(entries))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sortChosenFiles } from './file-checks.ts';

const megabyte = 1024 * 1024;

function fileOf(name: string, bytes: number): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

// spec: voice §5, accepted types and the 10 MB limit, messages word for word
describe('sortChosenFiles', () => {
  it('keeps documents of both layouts up to 10 MB', () => {
    const names = ['a.pdf', 'b.DOCX', 'c.txt', 'd.md', 'e.csv', 'f.json', 'g.xml', 'h.html'];
    const sorted = sortChosenFiles([
      ...names.map((name) => fileOf(name, 10)),
      fileOf('big.pdf', 10 * megabyte),
    ]);
    expect(sorted.accepted.map((file) => file.name)).toEqual([...names, 'big.pdf']);
    expect(sorted.rejected).toEqual([]);
  });

  it('refuses a file over 10 MB with the spec message', () => {
    const sorted = sortChosenFiles([fileOf('huge.pdf', 10 * megabyte + 1)]);
    expect(sorted.accepted).toEqual([]);
    expect(sorted.rejected).toEqual([
      {
        name: 'huge.pdf',
        reason: 'File size exceeds 10MB limit. Please choose a smaller file.',
      },
    ]);
    expect(sorted.skippedForType).toBe(0);
  });

  it('skips other types, naming the extension, and counts them for the warning', () => {
    const sorted = sortChosenFiles([
      fileOf('photo.png', 10),
      fileOf('old.doc', 10),
      fileOf('ok.md', 10),
    ]);
    expect(sorted.accepted.map((file) => file.name)).toEqual(['ok.md']);
    expect(sorted.rejected.map((file) => file.reason)).toEqual([
      'File type .png is not supported. Please upload PDF, DOCX, TXT, or MD files.',
      'File type .doc is not supported. Please upload PDF, DOCX, TXT, or MD files.',
    ]);
    expect(sorted.skippedForType).toBe(2);
  });
});

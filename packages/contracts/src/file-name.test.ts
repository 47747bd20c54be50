import { describe, expect, it } from 'vitest';
import { getFileExtension, sanitizeFileName } from './file-name.ts';

describe('sanitizeFileName (spec: voice §5)', () => {
  it.each([
    ['../etc/passwd', 'etc_passwd.txt'],
    ['a\r\nb.pdf', 'a_b.pdf'],
    ['evil\u202Efdp.exe', 'evil_fdp.exe'],
    ['bidi\u2066x\u2069.pdf', 'bidi_x_.pdf'],
    ['résumé – final.docx', 'resume_-_final.docx'],
    ['', 'unnamed_file.txt'],
    ['日本語', 'unnamed_file.txt'],
    ['README', 'README.txt'],
    ['C:\\Users\\me\\cv.pdf', 'C_Users_me_cv.pdf'],
    ['“Quoted” notes…', 'Quoted_notes.txt'],
    ['wait…what.pdf', 'wait...what.pdf'],
    ['Brand™ © ® 20° • list.pdf', 'BrandTM_c_R_20deg_-_list.pdf'],
    ['a___b   c.txt', 'a_b_c.txt'],
    ['__trim__.pdf', 'trim_.pdf'],
    ['tab\there.md', 'tab_here.md'],
    ['ﬁle.pdf', 'file.pdf'],
    ['..', 'unnamed_file.txt'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['日本語.pdf', 'unnamed_file.pdf'],
    ['name.', 'name.txt'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeFileName(input).sanitizedName).toBe(expected);
  });

  it('reports whether the name changed', () => {
    expect(sanitizeFileName('report-2025_v1.pdf')).toEqual({
      sanitizedName: 'report-2025_v1.pdf',
      wasSanitized: false,
    });
    expect(sanitizeFileName('report 2025.pdf')).toEqual({
      sanitizedName: 'report_2025.pdf',
      wasSanitized: true,
    });
  });

  it('never lets a separator, control or non-ASCII character through', () => {
    const hostile = '..\\../\u0000\u001b[31m\u202Ename\u200B\uFEFF<>:"|?*.pdf';
    const { sanitizedName } = sanitizeFileName(hostile);
    expect(sanitizedName).toMatch(/^[\w\-.]+$/);
    expect(sanitizedName.startsWith('.')).toBe(false);
    expect(sanitizedName).not.toContain('/');
  });

  it('caps very long names and keeps the extension', () => {
    const { sanitizedName } = sanitizeFileName(`${'a'.repeat(500)}.pdf`);
    expect(sanitizedName.length).toBeLessThanOrEqual(200);
    expect(sanitizedName.endsWith('.pdf')).toBe(true);
  });
});

describe('getFileExtension', () => {
  it('returns the lower-cased extension with its dot', () => {
    expect(getFileExtension('CV.PDF')).toBe('.pdf');
    expect(getFileExtension('archive.tar.gz')).toBe('.gz');
    expect(getFileExtension('README')).toBe('');
    expect(getFileExtension('.env')).toBe('');
    expect(getFileExtension('name.')).toBe('');
  });
});

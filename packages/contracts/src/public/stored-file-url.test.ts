import { describe, expect, it } from 'vitest';
import { buildStoredFileUrl, parseStoredFileUrl } from './stored-file-url.ts';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('stored file references (docs/architecture.md#departures, private resumes)', () => {
  it('builds and parses the admin download reference', () => {
    expect(buildStoredFileUrl(id)).toBe(`/api/admin/files/${id}`);
    expect(parseStoredFileUrl(buildStoredFileUrl(id))).toBe(id);
    expect(parseStoredFileUrl(`/api/admin/files/${id.toUpperCase()}`)).toBe(id);
  });

  it.each([
    'No resume uploaded',
    `https://evil.example/api/admin/files/${id}`,
    `/api/admin/files/${id}/../x`,
    '/api/admin/files/not-a-uuid',
    '/api/admin/files/',
  ])('refuses %s', (url) => {
    expect(parseStoredFileUrl(url)).toBeNull();
  });
});

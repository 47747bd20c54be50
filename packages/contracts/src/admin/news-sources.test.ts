import { describe, expect, it } from 'vitest';
import { newsSourcePatchSchema } from './news-sources.ts';

// spec: chat-news-admin §3, "partial variants exist for updates"
describe('news source partial variant', () => {
  it('accepts a subset and never fills defaults for absent fields', () => {
    expect(newsSourcePatchSchema.parse({ name: 'Research feed' })).toEqual({
      name: 'Research feed',
    });
    expect(newsSourcePatchSchema.parse({})).toEqual({});
  });

  it('still checks the fields that are present', () => {
    expect(newsSourcePatchSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(newsSourcePatchSchema.safeParse({ priority: 0 }).success).toBe(false);
  });
});

describe('news source API key', () => {
  it('takes a key of up to 500 characters and refuses a longer one', () => {
    expect(newsSourcePatchSchema.safeParse({ apiKey: 'k'.repeat(500) }).success).toBe(true);
    expect(newsSourcePatchSchema.safeParse({ apiKey: 'k'.repeat(501) }).success).toBe(false);
  });
});

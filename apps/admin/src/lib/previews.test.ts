import { describe, expect, it } from 'vitest';
import { previewNotes, previewSkills } from './previews.ts';

describe('previews (spec: chat-news-admin §9)', () => {
  it('shows up to 5 skills and counts the rest', () => {
    expect(previewSkills(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      moreCount: 2,
    });
    expect(previewSkills(['a'])).toEqual({ shown: ['a'], moreCount: 0 });
  });

  it('cuts notes at 100 characters', () => {
    expect(previewNotes('n'.repeat(100))).toBe('n'.repeat(100));
    expect(previewNotes('n'.repeat(101))).toBe(`${'n'.repeat(100)}...`);
    expect(previewNotes(null)).toBe('');
  });
});

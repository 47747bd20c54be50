import { describe, expect, it } from 'vitest';
import { createHtmlNeutraliser } from './text-safety.ts';

describe('createHtmlNeutraliser', () => {
  it('turns tag starts into a harmless character, also across deltas', () => {
    const neutraliser = createHtmlNeutraliser();
    const out = ['Use <', 'script>x</', 'script> when a < b', '<'].map((d) => neutraliser.push(d));
    out.push(neutraliser.flush());
    expect(out.join('')).toBe('Use ‹script>x‹/script> when a < b<');
  });
});

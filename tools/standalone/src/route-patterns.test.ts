import { describe, expect, it } from 'vitest';
import { isKnownRoute, matchesPattern } from './route-patterns.ts';

describe('route patterns', () => {
  it('matches static paths exactly, ignoring a trailing slash', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/services', '/services')).toBe(true);
    expect(matchesPattern('/services', '/services/')).toBe(true);
    expect(matchesPattern('/services', '/services/ai-ml')).toBe(false);
    expect(matchesPattern('/services/ai-ml', '/services')).toBe(false);
    expect(matchesPattern('/', '/about')).toBe(false);
  });

  it('matches dynamic, optional and splat segments', () => {
    expect(matchesPattern('/careers/apply/:jobId', '/careers/apply/general')).toBe(true);
    expect(matchesPattern('/careers/apply/:jobId', '/careers/apply')).toBe(false);
    expect(matchesPattern('/careers/apply/:jobId?', '/careers/apply')).toBe(true);
    expect(matchesPattern('/docs/*', '/docs/a/b/c')).toBe(true);
  });

  it('never treats the catch-all as a known route', () => {
    expect(isKnownRoute(['*', '/'], '/no-such-page')).toBe(false);
    expect(isKnownRoute(['*', '/'], '/')).toBe(true);
  });
});

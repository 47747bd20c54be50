import { stripTrailingSlash } from '@phi/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { rewriteTrailingSlash } from './trailing-slash.ts';

describe('rewriteTrailingSlash', () => {
  it('removes the trailing slash and keeps query and hash', () => {
    expect(rewriteTrailingSlash({ pathname: '/services/', search: '?ref=nav', hash: '#top' })).toBe(
      '/services?ref=nav#top',
    );
  });

  it('removes several trailing slashes on nested paths', () => {
    expect(rewriteTrailingSlash({ pathname: '/services/iot//', search: '', hash: '' })).toBe(
      '/services/iot',
    );
  });

  it('leaves the root and paths without a trailing slash alone', () => {
    expect(rewriteTrailingSlash({ pathname: '/', search: '?a=1', hash: '' })).toBeNull();
    expect(rewriteTrailingSlash({ pathname: '/about', search: '', hash: '#team' })).toBeNull();
  });
});

describe('stripTrailingSlash', () => {
  it('gives the path without trailing slashes, keeping the root', () => {
    expect(stripTrailingSlash('/chat/')).toBe('/chat');
    expect(stripTrailingSlash('/')).toBe('/');
  });
});

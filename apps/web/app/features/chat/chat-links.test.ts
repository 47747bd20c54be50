import { describe, expect, it } from 'vitest';
import { classifyChatLink, keepAllowedUrl } from './chat-links.ts';

describe('links in an answer', () => {
  it('keeps paths of this site', () => {
    expect(classifyChatLink('/services/iot')).toEqual({ kind: 'site', path: '/services/iot' });
    expect(classifyChatLink('/company/contact?message=a%20b#form')).toEqual({
      kind: 'site',
      path: '/company/contact?message=a%20b#form',
    });
  });

  it('keeps http and https addresses as external links', () => {
    expect(classifyChatLink('https://example.org/a')).toEqual({
      kind: 'external',
      href: 'https://example.org/a',
    });
    expect(classifyChatLink('HTTP://example.org')).toMatchObject({ kind: 'external' });
  });

  it('refuses every other scheme and protocol-relative addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'mailto:someone@example.org',
      '//evil.example',
      '/\\evil.example',
      'relative/path',
      '',
      undefined,
    ]) {
      expect(classifyChatLink(url)).toEqual({ kind: 'none' });
    }
    expect(keepAllowedUrl('javascript:alert(1)')).toBe('');
    expect(keepAllowedUrl('/careers')).toBe('/careers');
  });
});

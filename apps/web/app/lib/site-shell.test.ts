import { describe, expect, it } from 'vitest';
import { hasSiteChrome, isExternalToApp } from './site-shell.ts';

describe('hasSiteChrome', () => {
  it('hides header and footer on /chat and /voicebot-dashboard only', () => {
    expect(hasSiteChrome('/chat')).toBe(false);
    expect(hasSiteChrome('/chat/')).toBe(false);
    expect(hasSiteChrome('/voicebot-dashboard')).toBe(false);
    expect(hasSiteChrome('/')).toBe(true);
    expect(hasSiteChrome('/careers/apply/general')).toBe(true);
  });
});

describe('isExternalToApp', () => {
  it('sends admin paths and non-site addresses outside the router', () => {
    expect(isExternalToApp('/admin/login')).toBe(true);
    expect(isExternalToApp('mailto:hello@example.test')).toBe(true);
    expect(isExternalToApp('/administration')).toBe(false);
    expect(isExternalToApp('/services')).toBe(false);
  });
});

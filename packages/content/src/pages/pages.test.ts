import { marketingRoutes } from '@phi/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { formatAddress, formatCopyright } from '../company.ts';
import { getMarketingPage, marketingPages } from './index.ts';

describe('marketing pages', () => {
  it('has exactly one page for every prerendered marketing route', () => {
    for (const route of marketingRoutes) {
      expect(marketingPages.get(route)?.path, route).toBe(route);
    }
    expect(marketingPages.size).toBe(marketingRoutes.length);
  });

  it('gives every page a heading, an intro, a short meta description and a call to action', () => {
    for (const page of marketingPages.values()) {
      expect(page.heading.length, page.path).toBeGreaterThan(0);
      expect(page.intro.length, page.path).toBeGreaterThan(40);
      expect(page.description.length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.callsToAction.length, page.path).toBeGreaterThan(0);
    }
  });

  it('holds no filler text', () => {
    const text = JSON.stringify([...marketingPages.values()]).toLowerCase();
    for (const filler of ['lorem', 'ipsum', 'coming soon', 'todo', 'placeholder']) {
      expect(text).not.toContain(filler);
    }
  });

  it('links only to site paths, anchors or mail addresses', () => {
    const known = new Set<string>([...marketingRoutes, '/careers/apply/general']);
    for (const page of marketingPages.values()) {
      const links = [
        ...page.callsToAction,
        ...page.highlights.flatMap((item) => (item.link ? [item.link] : [])),
        ...(page.closing?.callsToAction ?? []),
      ];
      for (const link of links) {
        const isInternal = link.to.startsWith('/');
        expect(isInternal ? known.has(link.to) : link.to.startsWith('mailto:'), link.to).toBe(true);
      }
    }
  });

  it('keeps the spec headings', () => {
    expect(getMarketingPage('/').heading).toBe('Automation. Redefined.');
    expect(getMarketingPage('/company/contact').heading).toBe('Contact Sales');
    expect(getMarketingPage('/blog').heading).toBe('AI/ML/DL News & Insights');
    expect(getMarketingPage('/no-such-page')).toBeUndefined();
  });
});

describe('company', () => {
  it('formats the Nottingham address and the 2025 copyright line', () => {
    expect(formatAddress()).toContain('Nottingham');
    expect(formatCopyright()).toBe('© 2025 Phi Automation Ltd. All rights reserved.');
  });
});

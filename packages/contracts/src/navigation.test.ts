import { describe, expect, it } from 'vitest';
import {
  adminSidebarItems,
  buildCareersApplyPath,
  buildChatPath,
  footerLinks,
  isNavGroup,
  mainNavigation,
  marketingRoutes,
  routePaths,
  stripTrailingSlash,
} from './navigation.ts';

describe('navigation (spec: chat-news-admin §2, site-marketing-careers §2.1)', () => {
  it('lists the top-level items in order with the spec children', () => {
    expect(mainNavigation.map((item) => item.label)).toEqual([
      'HOME',
      'SERVICES',
      'PRODUCTS',
      'CAREERS',
      'BLOG',
      'COMPANY',
    ]);
    const company = mainNavigation.find((item) => item.label === 'COMPANY');
    expect(company && isNavGroup(company) ? company.children.map((c) => c.to) : []).toEqual([
      '/company/rd',
      '/company/contact',
      '/admin/login',
    ]);
  });

  it('links every navigation and footer target to a served route', () => {
    const served = new Set<string>([...marketingRoutes, routePaths.adminLogin]);
    const targets = [
      ...mainNavigation.flatMap((item) =>
        isNavGroup(item)
          ? [...(item.to ? [item.to] : []), ...item.children.map((c) => c.to)]
          : [item.to],
      ),
      ...footerLinks.map((link) => link.to),
    ];
    for (const target of targets) {
      expect(served.has(target), target).toBe(true);
    }
  });

  it('prerenders every static public route once, none of them dynamic or admin', () => {
    expect(new Set(marketingRoutes).size).toBe(marketingRoutes.length);
    expect(marketingRoutes).toHaveLength(27);
    for (const route of marketingRoutes) {
      expect(route.includes(':') || route.startsWith('/admin')).toBe(false);
    }
    expect(marketingRoutes).toContain('/services/open-source-ai');
    expect(marketingRoutes).toContain('/voicebot-dashboard');
  });

  it("has the spec's admin sidebar sections and our analytics, site health, news sources, voice and audit log", () => {
    expect(adminSidebarItems.map((item) => [item.to, item.label])).toEqual([
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/contacts', 'Contacts'],
      ['/admin/applications', 'Applications'],
      ['/admin/jobs', 'Job Postings'],
      ['/admin/news-sources', 'News Sources'],
      ['/admin/analytics', 'Analytics'],
      ['/admin/site-health', 'Site Health'],
      ['/admin/voice', 'Voice'],
      ['/admin/audit', 'Audit Log'],
      ['/admin/settings', 'Settings'],
    ]);
  });

  it('builds the application path, general by default', () => {
    expect(buildCareersApplyPath()).toBe('/careers/apply/general');
    expect(buildCareersApplyPath('a b')).toBe('/careers/apply/a%20b');
  });
});

describe('shell helpers (spec: site-marketing-careers §2.2 and §2.3)', () => {
  it('sends non-blank home chat text to /chat, trimmed', () => {
    expect(buildChatPath('  What is RAG? ')).toBe('/chat?message=What+is+RAG%3F');
    expect(buildChatPath('   ')).toBeNull();
  });

  it('removes trailing slashes except on the root', () => {
    expect(stripTrailingSlash('/careers/')).toBe('/careers');
    expect(stripTrailingSlash('/careers//')).toBe('/careers');
    expect(stripTrailingSlash('/')).toBe('/');
    expect(stripTrailingSlash('/blog')).toBe('/blog');
  });
});

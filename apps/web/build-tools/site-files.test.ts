import { company } from '@phi/content';
import { marketingRoutes, routePaths } from '@phi/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { indexedRoutes } from '../app/lib/indexed-routes.ts';
import { buildSiteUrl } from '../app/lib/site-url.ts';
import { readWebBuildEnv } from './env.ts';
import { buildRobotsTxt, buildSitemapXml } from './site-files.ts';

const origin = company.siteUrl;

describe('site URLs', () => {
  it('are absolute on the company origin', () => {
    expect(company.siteUrl).toMatch(/^https:\/\/[^/]+$/);
    expect(buildSiteUrl('/')).toBe(`${company.siteUrl}/`);
    expect(buildSiteUrl('/services/iot')).toBe(`${company.siteUrl}/services/iot`);
    expect(buildSiteUrl('sitemap.xml')).toBe(`${company.siteUrl}/sitemap.xml`);
  });

  it('take the canonical origin from SITE_URL at build, company.siteUrl when unset', () => {
    expect(readWebBuildEnv({}).siteUrl).toBe(company.siteUrl);
    const configured = readWebBuildEnv({ SITE_URL: 'https://staging.example.com/' }).siteUrl;
    expect(configured).toBe('https://staging.example.com');
    expect(buildSitemapXml(['/about'], configured)).toContain(
      '<loc>https://staging.example.com/about</loc>',
    );
    expect(buildRobotsTxt(configured)).toContain(
      'Sitemap: https://staging.example.com/sitemap.xml',
    );
    expect(() => readWebBuildEnv({ SITE_URL: 'staging.example.com/path' })).toThrow(
      /SITE_URL must be an http\(s\) origin/,
    );
  });
});

describe('sitemap.xml', () => {
  it('lists every marketing route but the voicebot dashboard, as absolute URLs', () => {
    expect(indexedRoutes).toEqual(
      marketingRoutes.filter((route) => route !== routePaths.voicebotDashboard),
    );
    const xml = buildSitemapXml(indexedRoutes, origin);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(indexedRoutes.map((path) => buildSiteUrl(path, origin)));
  });

  it('escapes XML special characters in addresses', () => {
    expect(buildSitemapXml(['/a?b=1&c=2'], origin)).toContain('/a?b=1&amp;c=2</loc>');
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps robots out of the back office and the API and names the sitemap', () => {
    const lines = buildRobotsTxt(origin).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin/');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
  });
});

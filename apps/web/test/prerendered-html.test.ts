// @vitest-environment node
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { marketingRoutes } from '@phi/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { wholeAppRoutes } from '../app/lib/whole-app-routes.ts';
import { prerenderedRoute, spaFallbackFile } from '../build-tools/prerendered-html.ts';

// The build's own HTML after build-tools/prerendered-html.ts finished it (buildEnd): an island
// page loads the islands entry and nothing of React Router's, a whole-app page React Router's
// scripts as written, and every page carries a policy that allows exactly its inline scripts.

const clientDir = join(import.meta.dirname, '..', 'build', 'client');
const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => join(entry.parentPath, entry.name));

function sha256(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

describe('prerendered pages of the build', () => {
  it('include every marketing route and the SPA fallback', () => {
    const names = pages.map((file) => relative(clientDir, file));
    expect(names).toContain(spaFallbackFile);
    for (const route of marketingRoutes) {
      expect(names).toContain(join(route.slice(1), 'index.html'));
    }
  });

  const routeOf = (file: string) => prerenderedRoute(clientDir, file) ?? '';
  const islandPages = pages.filter(
    (file) => basename(file) !== spaFallbackFile && !wholeAppRoutes.includes(routeOf(file)),
  );
  const wholeAppPages = pages.filter((file) => !islandPages.includes(file));

  it('has island pages and whole-app pages', () => {
    expect(islandPages.length).toBeGreaterThanOrEqual(20);
    expect(wholeAppPages.map((file) => relative(clientDir, file)).sort()).toEqual([
      '__spa-fallback.html',
      'chat/index.html',
      'voicebot-dashboard/index.html',
    ]);
  });

  it.each(islandPages.map((file) => [relative(clientDir, file), file]))(
    '%s loads the islands entry, nothing of React Router, and allows only its own inline scripts',
    (_name, file) => {
      const html = readFileSync(file, 'utf8');
      expect(html).not.toContain('__reactRouter');
      expect(html).not.toContain('<script type="module" async');
      expect(
        html.match(/<script type="module" src="\/assets\/entry\.islands-[\w-]+\.js">/g),
      ).toHaveLength(1);
      expectPolicyAllowingExactly(html);
    },
  );

  it.each(wholeAppPages.map((file) => [relative(clientDir, file), file]))(
    '%s starts the whole app as React Router wrote it, under its policy',
    (_name, file) => {
      const html = readFileSync(file, 'utf8');
      expect(html).toContain('<link rel="modulepreload"');
      expect(html).toContain('<script type="module" async="">');
      expect(html).not.toContain('entry.islands');
      // React Router hydrates the whole page: a DOM island's start would never run here.
      expect(html).not.toContain('data-island-runtime="dom"');
      expectPolicyAllowingExactly(html);
    },
  );
});

// The scripts loaded from files, which 'self' allows: the zod settings first of all
// (public/zod-jitless.js says why) and, on an island page, the islands entry.
const jitlessScript = '<script src="/zod-jitless.js"></script>';
const islandsEntryScript =
  /<script type="module" src="\/assets\/entry\.islands-[\w-]+\.js"><\/script>/;

/**
 * Each inline script element's code, found by splitting on the tags: apart from inlineScripts'
 * own pattern, so a tag shape it missed would show here. Apart from the zod settings script,
 * which comes before every other, and the islands entry, every script of a page is inline.
 */
function scriptBodies(html: string): string[] {
  expect(html.indexOf('<script')).toBe(html.indexOf(jitlessScript));
  return html
    .replace(jitlessScript, '')
    .replace(islandsEntryScript, '')
    .split(/<script\b/)
    .slice(1)
    .map((rest) => {
      const tagEnd = rest.indexOf('>');
      expect(rest.slice(0, tagEnd)).not.toMatch(/\ssrc=/);
      return rest.slice(tagEnd + 1, rest.indexOf('</script>'));
    });
}

/** The page's script-src allows the hashes of its inline script elements, no more. */
function expectPolicyAllowingExactly(html: string) {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
  expect(html.indexOf(policy?.[0] ?? '-')).toBeLessThan(html.indexOf('<script'));
  const scriptSrc = policy?.[1]?.split('; ').find((d) => d.startsWith('script-src '));
  expect(scriptSrc).not.toContain('unsafe');
  const needed = new Set(scriptBodies(html).map(sha256));
  expect(new Set(scriptSrc?.split(' ').slice(2))).toEqual(needed);
}

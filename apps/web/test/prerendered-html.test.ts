// @vitest-environment node
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { marketingRoutes } from '@phi/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { readHydrationLoader, spaFallbackFile } from '../build-tools/prerendered-html.ts';

// The build's own HTML after build-tools/prerendered-html.ts finished it (buildEnd): every page
// starts hydration from the loader and carries a policy that allows exactly its inline scripts.

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

  const prerendered = pages.filter((file) => basename(file) !== spaFallbackFile);

  it.each(prerendered.map((file) => [relative(clientDir, file), file]))(
    '%s starts hydration after first paint and allows only its own inline scripts',
    (_name, file) => {
      const html = readFileSync(file, 'utf8');
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('<script type="module"');
      const loaders = scriptBodies(html).filter((code) => code.includes('first-contentful-paint'));
      expect(loaders).toHaveLength(1);
      expectPolicyAllowingExactly(html, [readHydrationLoader(html).moduleCode]);
    },
  );

  it('the SPA fallback (nothing to paint first) starts its scripts at once, under its policy', () => {
    const html = readFileSync(join(clientDir, spaFallbackFile), 'utf8');
    expect(html).toContain('<link rel="modulepreload"');
    expect(html).toContain('<script type="module" async="">');
    expect(html).not.toContain('first-contentful-paint');
    expectPolicyAllowingExactly(html, []);
  });
});

// The one script loaded from a file, first of all (public/zod-jitless.js says why); 'self' allows it.
const jitlessScript = '<script src="/zod-jitless.js"></script>';

/**
 * Each inline script element's code, found by splitting on the tags: apart from inlineScripts'
 * own pattern, so a tag shape it missed would show here. Apart from the zod settings script,
 * which comes before every other, every script of a page is inline.
 */
function scriptBodies(html: string): string[] {
  expect(html.indexOf('<script')).toBe(html.indexOf(jitlessScript));
  return html
    .replace(jitlessScript, '')
    .split(/<script\b/)
    .slice(1)
    .map((rest) => {
      const tagEnd = rest.indexOf('>');
      expect(rest.slice(0, tagEnd)).not.toMatch(/\ssrc=/);
      return rest.slice(tagEnd + 1, rest.indexOf('</script>'));
    });
}

/** The page's script-src allows the hashes of its script elements plus `inserted`, no more. */
function expectPolicyAllowingExactly(html: string, inserted: readonly string[]) {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
  expect(html.indexOf(policy?.[0] ?? '-')).toBeLessThan(html.indexOf('<script'));
  const scriptSrc = policy?.[1]?.split('; ').find((d) => d.startsWith('script-src '));
  expect(scriptSrc).not.toContain('unsafe');
  const needed = new Set([...scriptBodies(html), ...inserted].map(sha256));
  expect(new Set(scriptSrc?.split(' ').slice(2))).toEqual(needed);
}

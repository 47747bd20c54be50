// @vitest-environment node
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { marketingRoutes } from '@phi/contracts/navigation';
import { describe, expect, it } from 'vitest';
import { inlineScripts, readHydrationLoader } from '../app/lib/prerendered-html.ts';

// The build's own HTML after app/lib/prerendered-html.ts finished it (buildEnd): every page
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
    expect(names).toContain('__spa-fallback.html');
    for (const route of marketingRoutes) {
      expect(names).toContain(join(route.slice(1), 'index.html'));
    }
  });

  it.each(pages.map((file) => [relative(clientDir, file), file]))(
    '%s starts hydration after first paint and allows only its own inline scripts',
    (_name, file) => {
      const html = readFileSync(file, 'utf8');
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('<script type="module"');
      const loaders = inlineScripts(html).filter((code) => code.includes('first-contentful-paint'));
      expect(loaders).toHaveLength(1);
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
      expect(html.indexOf(policy?.[0] ?? '-')).toBeLessThan(html.indexOf('<script'));
      const scriptSrc = policy?.[1]?.split('; ').find((d) => d.startsWith('script-src '));
      const allowed = new Set(scriptSrc?.split(' ').slice(2));
      const needed = [...inlineScripts(html), readHydrationLoader(html).moduleCode].map(sha256);
      expect(new Set(needed)).toEqual(allowed);
      expect(scriptSrc).not.toContain('unsafe');
    },
  );
});

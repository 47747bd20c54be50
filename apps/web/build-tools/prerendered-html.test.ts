// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  finishPrerenderedHtml,
  type IslandEntry,
  inlineScripts,
  islandPage,
  PrerenderedHtmlError,
  prerenderedRoute,
  readIslandEntry,
} from './prerendered-html.ts';

// The shape React Router 7 writes for a prerendered route (trimmed).
const startCode =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");';
const page = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>T</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/></head><body><h1>Hello</h1>',
  '<script>window.__reactRouterContext = {"a":"</b>"};</script>',
  `<script type="module" async="">${startCode}</script>`,
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '</body></html>',
].join('');

function sha256(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

function policyOf(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
  if (!match?.[1]) {
    throw new Error('no policy');
  }
  return match[1];
}

const islandEntry: IslandEntry = {
  src: '/assets/entry.islands-1.js',
  preloads: ['/assets/visibility-1.js', '/assets/reveal-1.js'],
};

describe('readIslandEntry', () => {
  it("names the entry's file and every chunk it imports statically, each once", () => {
    const manifest = {
      'app/entry.islands.ts': {
        file: 'assets/entry.islands-1.js',
        imports: ['_visibility.js', '_reveal.js'],
      },
      '_visibility.js': { file: 'assets/visibility-1.js' },
      '_reveal.js': { file: 'assets/reveal-1.js', imports: ['_visibility.js'] },
      'app/root.tsx': { file: 'assets/root-1.js' },
    };
    expect(readIslandEntry(manifest)).toEqual(islandEntry);
  });

  it('fails the build when the client build has no islands entry', () => {
    expect(() => readIslandEntry({})).toThrow(
      new PrerenderedHtmlError('the client build has no app/entry.islands.ts'),
    );
  });
});

describe('islandPage', () => {
  it("replaces React Router's preloads, context and start module with the islands entry", () => {
    const html = islandPage(page, islandEntry);
    expect(html).not.toContain('/assets/root-1.js');
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain(startCode);
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/visibility-1.js"/><link rel="modulepreload" href="/assets/reveal-1.js"/><script type="module" src="/assets/entry.islands-1.js"></script></body>',
    );
    // Everything else is left as it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
    expect(html).toContain('<h1>Hello</h1>');
    expect(html).toContain('<script id="_R_">');
  });

  it('fails the build when React Router output no longer has the expected shape', () => {
    expect(() =>
      islandPage(page.replaceAll('rel="modulepreload"', 'rel="preload"'), islandEntry),
    ).toThrow(PrerenderedHtmlError);
    expect(() => islandPage(page.replace('type="module" async=""', ''), islandEntry)).toThrow(
      PrerenderedHtmlError,
    );
  });
});

describe('finishPrerenderedHtml', () => {
  it('allows exactly the inline scripts the page runs, by hash, and no other', () => {
    const html = finishPrerenderedHtml(page, null);
    const scriptSrc = policyOf(html)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ').slice(2).sort()).toEqual(inlineScripts(html).map(sha256).sort());
    expect(scriptSrc).toContain(sha256(startCode));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policyOf(html)).toContain("object-src 'none'");
    expect(policyOf(html)).toContain("base-uri 'self'");
  });

  it("allows an island page's remaining inline scripts only, not React Router's", () => {
    const html = finishPrerenderedHtml(page, islandEntry);
    const scriptSrc = policyOf(html)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha256('requestAnimationFrame(function(){$RT=performance.now()});')}`,
    );
  });

  it('puts the policy straight after the charset, before any script', () => {
    const html = finishPrerenderedHtml(page, islandEntry);
    expect(html).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"');
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('leaves the scripts of a whole-app page as React Router wrote them', () => {
    const html = finishPrerenderedHtml(page, null);
    expect(html).toContain('<link rel="modulepreload" href="/assets/root-1.js"/>');
    expect(html).toContain(`<script type="module" async="">${startCode}</script>`);
  });

  it('refuses a page without a charset declaration', () => {
    expect(() => finishPrerenderedHtml(page.replace('<meta charSet="utf-8"/>', ''), null)).toThrow(
      PrerenderedHtmlError,
    );
  });
});

describe('prerenderedRoute', () => {
  it('reads the route from the file and gives the SPA fallback none', () => {
    expect(prerenderedRoute('/b/client', '/b/client/index.html')).toBe('/');
    expect(prerenderedRoute('/b/client', '/b/client/company/contact/index.html')).toBe(
      '/company/contact',
    );
    expect(prerenderedRoute('/b/client', '/b/client/__spa-fallback.html')).toBeNull();
  });
});

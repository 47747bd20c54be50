// @vitest-environment node
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  deferHydration,
  finishPrerenderedHtml,
  inlineScripts,
  PrerenderedHtmlError,
  readHydrationLoader,
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

/** Runs the loader with a minimal document; returns what it added and the observer callback. */
function runLoader(html: string, options: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const loader = inlineScripts(html).find((code) => code.includes('preloads'));
  if (!loader) {
    throw new Error('no loader');
  }
  const added: { tag: string; rel?: string; href?: string; type?: string; text?: string }[] = [];
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const append = (node: Record<string, string>) =>
    added.push({
      tag: node.tag ?? '',
      rel: node.rel,
      href: node.href,
      type: node.type,
      text: node.textContent,
    });
  let paintCallback: ((list: unknown, observer: unknown) => void) | undefined;
  const timers: { run: () => void; delay: number }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? [] : ['paint'];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      paintCallback = callback;
    }
    observe() {}
    disconnect() {}
  }
  const context = {
    document: {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      createElement: element,
      head: { appendChild: append },
      body: { appendChild: append },
      addEventListener: vi.fn(),
    },
    window: { PerformanceObserver: FakePerformanceObserver },
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (callback: () => void) => timers.push({ run: callback, delay: 16 }),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ run: callback, delay }),
  };
  runInNewContext(loader, context);
  /** Runs the pending callbacks due within `upTo` ms (and those they schedule). */
  const runTimers = (upTo = Number.POSITIVE_INFINITY) => {
    for (let due = timers.findIndex((t) => t.delay <= upTo); due !== -1; ) {
      timers.splice(due, 1)[0]?.run();
      due = timers.findIndex((t) => t.delay <= upTo);
    }
  };
  return { added, paintCallback, runTimers, timers };
}

describe('deferHydration', () => {
  it('moves every module preload and the start module into one loader', () => {
    const { html, insertedModule } = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(insertedModule).toBe(startCode);
    expect(readHydrationLoader(html)).toEqual({
      preloads: ['/assets/manifest-1.js', '/assets/entry.client-1.js', '/assets/root-1.js'],
      moduleCode: startCode,
    });
    // Everything else is left as it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {"a":"</b>"};</script>');
    expect(html).toContain('<h1>Hello</h1>');
  });

  it('starts nothing before the first contentful paint, then the same modules in order', () => {
    const { html } = deferHydration(page);
    const loader = runLoader(html);
    expect(loader.added).toEqual([]);
    expect(loader.paintCallback).toBeDefined();
    // Only the 3 s deadline is pending; a paint entry that is not the first contentful one waits.
    expect(loader.timers.map((timer) => timer.delay)).toEqual([3000]);
    loader.paintCallback?.({ getEntriesByName: () => [] }, { disconnect() {} });
    loader.runTimers(0);
    expect(loader.added).toEqual([]);
    loader.paintCallback?.({ getEntriesByName: () => [{}] }, { disconnect() {} });
    loader.runTimers(0);
    expect(loader.added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/manifest-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-1.js' },
      { tag: 'script', type: 'module', text: startCode },
    ]);
  });

  it('starts at the deadline when no contentful paint is ever reported', () => {
    const loader = runLoader(deferHydration(page).html);
    loader.runTimers(0);
    expect(loader.added).toEqual([]);
    loader.runTimers(3000);
    expect(loader.added.at(-1)).toMatchObject({ tag: 'script', text: startCode });
  });

  it('starts once even when the paint, the deadline and the frames all fire', () => {
    const loader = runLoader(deferHydration(page).html, { paintTiming: false });
    loader.runTimers();
    loader.runTimers();
    expect(loader.added.filter((node) => node.tag === 'script')).toHaveLength(1);
  });

  it('starts at once in a hidden tab, which never paints', () => {
    const loader = runLoader(deferHydration(page).html, { hidden: true });
    expect(loader.added.at(-1)).toMatchObject({ tag: 'script', text: startCode });
  });

  it('writes the module code so no character of it can end or confuse the loader script', () => {
    const tricky = `${startCode}\nconst s = "<!-- a<b \u2028 -->";`;
    const { html } = deferHydration(page.replace(startCode, tricky));
    const loader = inlineScripts(html).find((code) => code.includes('preloads')) ?? '';
    expect(loader).not.toMatch(/[<\u2028]/);
    expect(runLoader(html, { hidden: true }).added.at(-1)?.text).toBe(tricky);
  });

  it('fails the build when React Router output no longer has the expected shape', () => {
    expect(() => deferHydration(page.replaceAll('rel="modulepreload"', 'rel="preload"'))).toThrow(
      PrerenderedHtmlError,
    );
    expect(() => deferHydration(page.replace('type="module" async=""', ''))).toThrow(
      PrerenderedHtmlError,
    );
  });
});

describe('finishPrerenderedHtml', () => {
  it('allows exactly the inline scripts the page runs, by hash, and no other', () => {
    const html = finishPrerenderedHtml(page, { hydrateAfterFirstPaint: true });
    const scriptSrc = policyOf(html)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    const expected = [...inlineScripts(html), startCode].map(sha256);
    expect(scriptSrc?.split(' ').slice(2).sort()).toEqual(expected.sort());
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policyOf(html)).toContain("object-src 'none'");
    expect(policyOf(html)).toContain("base-uri 'self'");
  });

  it('puts the policy straight after the charset, before any script', () => {
    const html = finishPrerenderedHtml(page, { hydrateAfterFirstPaint: true });
    expect(html).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"');
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('leaves the start of a page with nothing to paint first as React Router wrote it', () => {
    const html = finishPrerenderedHtml(page, { hydrateAfterFirstPaint: false });
    expect(html).toContain('<link rel="modulepreload" href="/assets/root-1.js"/>');
    expect(html).toContain(`<script type="module" async="">${startCode}</script>`);
    expect(policyOf(html)).toContain(sha256(startCode));
  });

  it('refuses a page without a charset declaration', () => {
    expect(() =>
      finishPrerenderedHtml(page.replace('<meta charSet="utf-8"/>', ''), {
        hydrateAfterFirstPaint: true,
      }),
    ).toThrow(PrerenderedHtmlError);
  });
});

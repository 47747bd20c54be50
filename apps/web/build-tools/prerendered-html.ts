import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

// Build-time finishing of the prerendered HTML (react-router.config.ts, buildEnd). Two changes to
// what React Router writes, both checked against the real build by test/prerendered-html.test.ts:
//
// 1. Hydration starts after the first paint. A prerendered page is complete without JavaScript,
//    yet React Router asks for ~20 module preloads in <head> at high priority; on a slow link they
//    share the bandwidth with the document and the stylesheet, and the first paint waits. The
//    preloads and the inline module that starts the app are moved into one loader that runs in
//    once the first contentful paint is on screen, unchanged otherwise (same modules, same order,
//    all in parallel). Not in the SPA fallback, which has nothing to paint before the app runs.
// 2. A Content-Security-Policy <meta> with the SHA-256 of every inline script the page runs
//    (React Router's context and stream scripts, React's boundary scripts, the loader and the
//    module it inserts), so no other inline script can run. It is a <meta> so any static host
//    serves it; the directives a <meta> cannot carry (frame-ancestors) are sent as a header by
//    the gateway and the compose proxy (webHeaderContentSecurityPolicy).

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const startModule = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
// The policy follows the charset declaration, which must stay within the first 1024 bytes.
const charsetMeta = '<meta charSet="utf-8"/>';

/** A JSON string literal that is safe inside an HTML <script> element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

// Waits for the browser's own first-contentful-paint entry (the frame on screen, not just
// drawn); where paint timing is missing, for the frame after the next one. A hidden tab paints
// nothing, so it starts at once or when it is hidden; a paint that never comes (a stylesheet
// that never loads) holds the start for at most startDeadlineMs.
const startDeadlineMs = 3000;

function hydrationLoader(preloads: readonly string[], moduleCode: string): string {
  return [
    '(function(){',
    `var preloads=${scriptLiteral(preloads)},code=${scriptLiteral(moduleCode)},started=false;`,
    'function start(){if(started){return}started=true;',
    'preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});',
    'var script=document.createElement("script");script.type="module";script.textContent=code;document.body.appendChild(script)}',
    'function soon(){setTimeout(start,0)}',
    'if(document.visibilityState==="hidden"){start();return}',
    'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden"){start()}});',
    `setTimeout(start,${startDeadlineMs});`,
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
    'if(types.indexOf("paint")===-1){requestAnimationFrame(function(){requestAnimationFrame(soon)});return}',
    'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();soon()}}).observe({type:"paint",buffered:true})',
    '})()',
  ].join('');
}

export class PrerenderedHtmlError extends Error {}

const loaderData = /var preloads=(\[[^\]]*\]),code=("(?:[^"\\]|\\.)*"),/;

/** What a finished page's loader will start: its module preloads and the module's code. */
export function readHydrationLoader(html: string): { preloads: string[]; moduleCode: string } {
  const match = loaderData.exec(html);
  if (!match?.[1] || !match[2]) {
    throw new PrerenderedHtmlError('the page holds no hydration loader');
  }
  return {
    preloads: JSON.parse(match[1]) as string[],
    moduleCode: JSON.parse(match[2]) as string,
  };
}

export interface DeferredHydration {
  readonly html: string;
  /** The start module's code, which the loader inserts as an inline module script. */
  readonly insertedModule: string;
}

/** Moves the module preloads and the start module into a loader run after the first paint. */
export function deferHydration(html: string): DeferredHydration {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const starts = [...html.matchAll(startModule)];
  // React Router's output changed shape if either is missing: fail the build, never ship a
  // page that would not hydrate.
  if (preloads.length === 0 || starts.length !== 1) {
    throw new PrerenderedHtmlError(
      `expected module preloads and one start module, found ${preloads.length} and ${starts.length}`,
    );
  }
  const moduleCode = starts[0]?.[1] ?? '';
  return {
    html: html
      .replace(modulePreload, '')
      .replace(startModule, () => `<script>${hydrationLoader(preloads, moduleCode)}</script>`),
    insertedModule: moduleCode,
  };
}

function sha256Source(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The code of every inline script element in the page. */
export function inlineScripts(html: string): string[] {
  return [...new Set([...html.matchAll(inlineScript)].map((match) => match[1] ?? ''))];
}

// connect-src: the site calls its own origin (/api) and, for the voice assistants, the LiveKit
// server public-api names in each token answer (server_url, set at run time, so no address can
// be written here at build time): any wss: address, LiveKit Cloud's https (region settings,
// and the check livekit-client makes after a failed connection), and ws:/http: on loopback for
// a LiveKit server run beside a local build, as compose runs it (docs/architecture.md#voice). media-src: blob: for the voice audio.
// img-src allows http(s) images from anywhere: news cards show
// the image a feed names (spec: chat-news-admin §5, http or https only). style-src allows inline styles: React's style attributes in the
// prerendered HTML and the toaster's stylesheet; no script can be injected through them.
export function webContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self'",
    "connect-src 'self' wss: https://*.livekit.cloud ws://127.0.0.1:* ws://localhost:* http://127.0.0.1:* http://localhost:*",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Adds the page's policy right after the charset declaration, before any script: its inline
 * scripts plus those inserted at run time (their code is known here, not in the markup).
 */
export function withContentSecurityPolicy(
  html: string,
  insertedScripts: readonly string[],
): string {
  if (!html.includes(charsetMeta)) {
    throw new PrerenderedHtmlError('no charset <meta> to place the Content-Security-Policy after');
  }
  const scripts = new Set([...inlineScripts(html), ...insertedScripts]);
  const policy = webContentSecurityPolicy([...scripts].map(sha256Source));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return html.replace(charsetMeta, `${charsetMeta}${meta}`);
}

// React Router's SPA fallback (every path that is not prerendered) holds only a loading spinner
// until the app runs: no contentful paint to wait for, so its scripts start as written.
export const spaFallbackFile = '__spa-fallback.html';

export function finishPrerenderedHtml(
  html: string,
  { hydrateAfterFirstPaint }: { hydrateAfterFirstPaint: boolean },
): string {
  if (!hydrateAfterFirstPaint) {
    return withContentSecurityPolicy(html, []);
  }
  const deferred = deferHydration(html);
  return withContentSecurityPolicy(deferred.html, [deferred.insertedModule]);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Finishes every HTML file of the client build in place; returns how many it changed. */
export async function finishPrerenderedPages(clientDir: string): Promise<number> {
  const files = await htmlFiles(clientDir);
  for (const file of files) {
    const hydrateAfterFirstPaint = basename(file) !== spaFallbackFile;
    await writeFile(
      file,
      finishPrerenderedHtml(await readFile(file, 'utf8'), { hydrateAfterFirstPaint }),
    );
  }
  return files.length;
}

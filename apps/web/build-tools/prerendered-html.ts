import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { staticImportGraph, type ViteManifest } from './vite-manifest.ts';

// Build-time finishing of the prerendered HTML (react-router.config.ts, buildEnd). Two changes to
// what React Router writes, both checked against the real build by test/prerendered-html.test.ts:
//
// 1. Island pages (docs/architecture.md#islands): every prerendered page except those that run
//    the whole app (app/lib/whole-app-routes.ts) is complete as HTML and hydrates only its
//    islands. React Router's module preloads, its context scripts and the inline module that
//    starts the app are removed; the page loads the islands entry (app/entry.islands.ts) and
//    the chunks it imports statically, a few kilobytes in all. The whole-app pages and the SPA
//    fallback keep React Router's scripts as written.
// 2. A Content-Security-Policy <meta> with the SHA-256 of every inline script the page runs
//    (on the whole-app pages React Router's context and stream scripts and its start module,
//    React's boundary scripts), so no other inline script can run. It is a <meta> so any static
//    host serves it; the directives a <meta> cannot carry (frame-ancestors) are sent as a header
//    by the gateway and the compose proxy (webHeaderContentSecurityPolicy).

const modulePreload = /<link rel="modulepreload" href="[^"]+"\/>/g;
const startModule = /<script type="module" async="">[\s\S]*?<\/script>/g;
const routerContextScript = /<script>window\.__reactRouterContext[\s\S]*?<\/script>/g;
const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
// The policy follows the charset declaration, which must stay within the first 1024 bytes.
const charsetMeta = '<meta charSet="utf-8"/>';

export class PrerenderedHtmlError extends Error {}

/** The islands entry's file and the files it imports statically, as the page asks for them. */
export interface IslandEntry {
  readonly src: string;
  readonly preloads: readonly string[];
}

export const islandsEntryKey = 'app/entry.islands.ts';

/** Reads the islands entry from the client build's Vite manifest. */
export function readIslandEntry(manifest: ViteManifest): IslandEntry {
  const entry = manifest[islandsEntryKey];
  if (!entry) {
    throw new PrerenderedHtmlError(`the client build has no ${islandsEntryKey}`);
  }
  // The entry's own imports first, in its order; then what they import. Every key has its chunk:
  // staticImportGraph throws on one the manifest lacks.
  const direct = entry.imports ?? [];
  const imports = new Set([...direct, ...staticImportGraph(manifest, direct)]);
  return {
    src: `/${entry.file}`,
    preloads: [...imports].map((key) => `/${manifest[key]?.file}`),
  };
}

/** Replaces React Router's scripts with the islands entry. */
export function islandPage(html: string, entry: IslandEntry): string {
  const preloads = html.match(modulePreload) ?? [];
  const starts = html.match(startModule) ?? [];
  // React Router's output changed shape if either is missing: fail the build, never ship a
  // page that still starts the whole app, or half of it.
  if (preloads.length === 0 || starts.length !== 1 || !html.includes('</body>')) {
    throw new PrerenderedHtmlError(
      `expected module preloads, one start module and a body, found ${preloads.length} and ${starts.length}`,
    );
  }
  const scripts = [
    ...entry.preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`),
    `<script type="module" src="${entry.src}"></script>`,
  ].join('');
  return html
    .replace(modulePreload, '')
    .replace(startModule, '')
    .replace(routerContextScript, '')
    .replace('</body>', `${scripts}</body>`);
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
    ["script-src 'self'", ...scriptHashes].join(' '),
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

/** Adds the page's policy right after the charset declaration, before any script. */
export function withContentSecurityPolicy(html: string): string {
  if (!html.includes(charsetMeta)) {
    throw new PrerenderedHtmlError('no charset <meta> to place the Content-Security-Policy after');
  }
  const policy = webContentSecurityPolicy(inlineScripts(html).map(sha256Source));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return html.replace(charsetMeta, `${charsetMeta}${meta}`);
}

// React Router's SPA fallback (every path that is not prerendered): the whole app, as written.
export const spaFallbackFile = '__spa-fallback.html';

/** The islands entry for an island page, or null for a page that runs the whole app. */
export function finishPrerenderedHtml(html: string, islandEntry: IslandEntry | null): string {
  return withContentSecurityPolicy(islandEntry ? islandPage(html, islandEntry) : html);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The route a prerendered file serves: `about/index.html` is /about; the fallback none. */
export function prerenderedRoute(clientDir: string, file: string): string | null {
  const path = relative(clientDir, file).split(sep).join('/');
  if (path === spaFallbackFile) {
    return null;
  }
  return `/${path.replace(/\/?index\.html$/, '')}`;
}

/** Finishes every HTML file of the client build in place; returns how many it changed. */
export async function finishPrerenderedPages(
  clientDir: string,
  wholeAppRoutes: readonly string[],
): Promise<number> {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const islandEntry = readIslandEntry(manifest);
  const files = await htmlFiles(clientDir);
  for (const file of files) {
    const route = prerenderedRoute(clientDir, file);
    const isIslandPage = route !== null && !wholeAppRoutes.includes(route);
    await writeFile(
      file,
      finishPrerenderedHtml(await readFile(file, 'utf8'), isIslandPage ? islandEntry : null),
    );
  }
  return files.length;
}

import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ViteManifest } from '../build-tools/vite-manifest.ts';

// Reads Vite's build manifest (build/client/.vite/manifest.json) to find where the JavaScript a
// prerendered page loads before it is interactive starts: the client entry, the root route module
// and the page's route module. bundle-size.test.ts adds every chunk they reach through static
// `imports` (build-tools/vite-manifest.ts); chunks reached only through `dynamicImports` load
// later and are not counted.

function withoutQuery(src: string): string {
  const query = src.indexOf('?');
  return query === -1 ? src : src.slice(0, query);
}

function joinPaths(parent: string, child: string | undefined): string {
  if (!child) {
    return parent;
  }
  const joined = `${parent.replace(/\/+$/, '')}/${child.replace(/^\/+/, '')}`;
  return joined.replace(/\/+$/, '') || '/';
}

/** Route file (relative to the app directory) of every URL path in the route config. */
export function routeFilesByPath(
  routes: readonly RouteConfigEntry[],
  parentPath = '/',
): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of routes) {
    const path = joinPaths(parentPath, entry.path);
    if (entry.index || entry.path) {
      files.set(path, entry.file);
    }
    for (const [childPath, file] of routeFilesByPath(entry.children ?? [], path)) {
      files.set(childPath, file);
    }
  }
  return files;
}

/** Manifest keys of the chunks built from one source file (relative to the web app). */
export function manifestKeysForSource(manifest: ViteManifest, source: string): string[] {
  const keys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.src !== undefined && withoutQuery(chunk.src) === source)
    .map(([key]) => key);
  if (keys.length === 0) {
    throw new Error(`no chunk in the Vite manifest was built from ${source}`);
  }
  return keys;
}

/** The manifest key of React Router's client entry (entry.client), default or our own. */
export function clientEntryKey(manifest: ViteManifest): string {
  const entries = Object.entries(manifest).filter(
    ([, chunk]) =>
      chunk.isEntry === true &&
      chunk.src !== undefined &&
      /(^|\/)entry\.client\.[jt]sx?$/.test(withoutQuery(chunk.src)),
  );
  const [entry, ...others] = entries;
  if (!entry || others.length > 0) {
    throw new Error(
      `expected one entry.client chunk in the Vite manifest, found ${entries.length}`,
    );
  }
  return entry[0];
}

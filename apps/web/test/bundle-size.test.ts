// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type MarketingRoute, marketingRoutes } from '@phi/contracts/navigation';
import { beforeAll, describe, expect, it } from 'vitest';
import { wholeAppRoutes } from '../app/lib/whole-app-routes.ts';
import routes from '../app/routes.ts';
import { islandsEntryKey } from '../build-tools/prerendered-html.ts';
import { staticImportGraph, type ViteManifest } from '../build-tools/vite-manifest.ts';
import { clientEntryKey, manifestKeysForSource, routeFilesByPath } from './route-bundles.ts';

// docs/architecture.md#quality-targets: the JavaScript a page loads before any input (its entry
// plus static imports, gzip) is at most 60 KB on an island page (the islands entry: its
// islands load later, on approach or intent) and 155 KB on the two application screens that
// run the whole app (React Router's entry, root and route; 150 KB before the header's menus
// became islands, whose markers and definitions they carry too), and three.js is in no page's
// static import
// graph. three.js alone is about 150 KB gzip, so it may only ever arrive through a dynamic
// import.

const islandBudgetBytes = 60 * 1024;
const wholeAppBudgetBytes = 155 * 1024;
const isWholeApp = (route: string) => wholeAppRoutes.includes(route);
const budgetOf = (route: string) => (isWholeApp(route) ? wholeAppBudgetBytes : islandBudgetBytes);
const appDir = 'app';
const clientDir = join(import.meta.dirname, '..', 'build', 'client');
const manifestPath = join(clientDir, '.vite', 'manifest.json');
// three.js assigns its version to `__THREE__` on load; the name survives minification.
const threeMarker = '__THREE__';

interface RouteBundle {
  readonly route: MarketingRoute;
  /** Manifest keys of the static import graph. */
  readonly keys: readonly string[];
  /** Files loaded before any input: the graph's chunks (and React Router's route manifest). */
  readonly files: readonly string[];
  readonly gzipBytes: number;
}

let manifest: ViteManifest;
let bundles: Map<MarketingRoute, RouteBundle>;
const gzipSizes = new Map<string, number>();

function gzipSize(file: string): number {
  const known = gzipSizes.get(file);
  if (known !== undefined) {
    return known;
  }
  const size = gzipSync(readFileSync(join(clientDir, file))).length;
  gzipSizes.set(file, size);
  return size;
}

/** React Router's route manifest module: modulepreloaded by every page, but not a Vite chunk. */
function routerManifestFile(): string {
  const file = readdirSync(join(clientDir, 'assets')).find((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  if (!file) {
    throw new Error(`no React Router manifest-*.js in ${clientDir}/assets`);
  }
  return `assets/${file}`;
}

function measure(route: MarketingRoute): RouteBundle {
  if (!isWholeApp(route)) {
    const keys = staticImportGraph(manifest, [islandsEntryKey]);
    const files = keys.map((key) => manifest[key]?.file ?? key);
    const gzipBytes = files.reduce((total, file) => total + gzipSize(file), 0);
    return { route, keys, files, gzipBytes };
  }
  const routeFile = routeFilesByPath(routes).get(route);
  if (!routeFile) {
    throw new Error(`app/routes.ts has no route for ${route}`);
  }
  const start = [
    clientEntryKey(manifest),
    ...manifestKeysForSource(manifest, `${appDir}/root.tsx`),
    ...manifestKeysForSource(manifest, `${appDir}/${routeFile}`),
  ];
  const keys = staticImportGraph(manifest, start);
  const files = [routerManifestFile(), ...keys.map((key) => manifest[key]?.file ?? key)];
  const gzipBytes = files.reduce((total, file) => total + gzipSize(file), 0);
  return { route, keys, files, gzipBytes };
}

function isThree(key: string): boolean {
  const chunk = manifest[key];
  if (chunk?.src?.includes('node_modules/three/') || /(^|\/)three[.-]/.test(chunk?.file ?? '')) {
    return true;
  }
  return readFileSync(join(clientDir, chunk?.file ?? key), 'utf8').includes(threeMarker);
}

beforeAll(() => {
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: this test measures the production build, so run \`pnpm --filter @phi/web build\` first (turbo runs it before @phi/web#test).`,
    );
  }
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  bundles = new Map(marketingRoutes.map((route) => [route, measure(route)]));
  // Plain text so CI logs show the sizes without a terminal.
  const width = Math.max(...marketingRoutes.map((route) => route.length));
  const rows = [...bundles.values()].map(
    (bundle) =>
      `${bundle.route.padEnd(width)}  ${(bundle.gzipBytes / 1024).toFixed(1).padStart(7)}  ${String(bundle.files.length).padStart(6)}`,
  );
  console.log(
    [
      `Initial JavaScript per marketing route (budget ${islandBudgetBytes / 1024} KB gzip, ${wholeAppBudgetBytes / 1024} KB on ${wholeAppRoutes.join(', ')})`,
      `${'route'.padEnd(width)}  ${'KB gzip'.padStart(7)}  ${'chunks'.padStart(6)}`,
      ...rows,
    ].join('\n'),
  );
});

describe('initial JavaScript of every marketing route', () => {
  for (const route of marketingRoutes) {
    it(`${route} loads at most ${budgetOf(route) / 1024} KB gzip before any input`, () => {
      const bundle = bundles.get(route);
      expect(bundle?.gzipBytes).toBeGreaterThan(0);
      expect(bundle?.gzipBytes).toBeLessThanOrEqual(budgetOf(route));
    });

    it(`${route} counts every script its prerendered HTML loads`, () => {
      const html = readFileSync(join(clientDir, route, 'index.html'), 'utf8');
      const loaded = [
        ...html.matchAll(
          /<link rel="modulepreload" href="\/([^"]+)"|<script[^>]* src="\/(assets\/[^"]+)"/g,
        ),
      ].map((match) => match[1] ?? match[2] ?? '');
      expect(loaded.length).toBeGreaterThan(0);
      expect(bundles.get(route)?.files).toEqual(expect.arrayContaining(loaded));
    });

    it(`${route} has no three.js in its static import graph`, () => {
      const keys = bundles.get(route)?.keys ?? [];
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter(isThree)).toEqual([]);
    });

    // docs/architecture.md#monitoring: web-vitals and the beacons load on idle, never up front.
    it(`${route} has no web-vitals in its static import graph`, () => {
      const keys = bundles.get(route)?.keys ?? [];
      expect(manifest[`${appDir}/features/monitoring/site-monitoring.ts`]?.isDynamicEntry).toBe(
        true,
      );
      expect(keys.filter((key) => /web-vitals|site-monitoring/.test(key))).toEqual([]);
    });
  }
});

// The check above would pass vacuously if three.js were never built or the marker never
// matched: the home page's robot arm must reach it, through a dynamic import only.
describe('three.js in the build', () => {
  function allImports(start: readonly string[]): string[] {
    const seen = new Set<string>();
    const pending = [...start];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (!seen.has(key) && manifest[key]) {
        seen.add(key);
        pending.push(...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? []));
      }
    }
    return [...seen];
  }

  it("is reached from the island pages' entry through a dynamic import", () => {
    const threeChunks = allImports([islandsEntryKey]).filter(isThree);
    expect(threeChunks.length).toBeGreaterThan(0);
    expect(bundles.get('/')?.keys.filter(isThree)).toEqual([]);
    for (const key of threeChunks) {
      const chunk = manifest[key];
      console.log(
        `three.js chunk ${chunk?.file}: ${(gzipSize(chunk?.file ?? key) / 1024).toFixed(1)} KB gzip, loaded on demand`,
      );
    }
  });
});

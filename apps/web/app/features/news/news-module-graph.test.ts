// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The /blog route's own JavaScript must stay small (150 KB gzip: apps/web/test/bundle-size.test.ts
// measures the build): the canvas, the articles with React Query, and zod arrive by dynamic
// import only. This follows the sources' static imports from the route, over-approximating what
// the bundler keeps (a whole barrel counts as imported), so a static path to any of them fails
// here before a build is measured.

const webDir = resolve(import.meta.dirname, '..', '..', '..');
const repoDir = resolve(webDir, '..', '..');
const routeFile = join(webDir, 'app', 'routes', 'blog.tsx');

const staticEdge = /^\s*(?:import|export)\s+(?!type\s)([^;]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const bareImport = /^\s*import\s*['"]([^'"]+)['"]/gm;
const dynamicEdge = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Workspace packages by name, so their sources are followed too. */
function readWorkspaceExports(): Map<string, string> {
  const targets = new Map<string, string>();
  const packagesDir = join(repoDir, 'packages');
  for (const name of readdirSync(packagesDir)) {
    const manifestPath = join(packagesDir, name, 'package.json');
    if (!existsSync(manifestPath)) {
      continue;
    }
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      targets.set(`${manifest.name}${subpath.slice(1)}`, join(packagesDir, name, target));
    }
  }
  return targets;
}

const workspace = readWorkspaceExports();

/** A source file's path, or "package:<name>" for a dependency outside the workspace. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const path = resolve(dirname(from), specifier);
    return /\.(ts|tsx)$/.test(path) ? path : null;
  }
  const workspaceTarget = workspace.get(specifier);
  if (workspaceTarget) {
    return workspaceTarget;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return `package:${name}`;
}

function readEdges(file: string) {
  const source = readFileSync(file, 'utf8');
  const staticTargets = [
    ...[...source.matchAll(staticEdge)].map((match) => match[2] ?? ''),
    ...[...source.matchAll(bareImport)].map((match) => match[1] ?? ''),
  ];
  const dynamicTargets = [...source.matchAll(dynamicEdge)].map((match) => match[1] ?? '');
  const resolveAll = (specifiers: string[]) =>
    specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
  return { statics: resolveAll(staticTargets), dynamics: resolveAll(dynamicTargets) };
}

/** Everything reached from `start` through static imports, and the dynamic imports met on the way. */
function walk(start: string): { statics: Set<string>; dynamics: Set<string> } {
  const statics = new Set<string>();
  const dynamics = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    // React Router keeps `.server` modules (the route's build-time loader) out of the client
    // bundles, and fails the build if client code still imports one.
    if (statics.has(file) || /\.server\.tsx?$/.test(file)) {
      continue;
    }
    statics.add(file);
    if (file.startsWith('package:')) {
      continue;
    }
    const edges = readEdges(file);
    pending.push(...edges.statics);
    for (const target of edges.dynamics) {
      dynamics.add(target);
    }
  }
  return { statics, dynamics };
}

const fromWeb = (path: string) => (path.startsWith('package:') ? path : relative(webDir, path));

describe('the /blog route module graph', () => {
  const graph = walk(routeFile);
  const statics = [...graph.statics].map(fromWeb);
  const dynamics = [...graph.dynamics].map(fromWeb);

  it('follows the route into the news feature (the check is not vacuous)', () => {
    expect(statics).toContain('app/features/news/news-page.tsx');
    expect(statics).toContain('app/features/news/use-neural-network.ts');
    expect(statics).toContain('package:react-router');
  });

  it('reaches the neural-network canvas only through a dynamic import', () => {
    expect(statics).not.toContain('app/features/news/neural-network-canvas.ts');
    expect(statics).not.toContain('app/features/news/neural-network-model.ts');
    expect(dynamics).toContain('app/features/news/neural-network-canvas.ts');
  });

  it('loads the articles, React Query and zod only through dynamic imports', () => {
    expect(statics).not.toContain('app/features/news/news-articles.tsx');
    expect(dynamics).toContain('app/features/news/news-articles.tsx');
    expect(statics).not.toContain('package:@tanstack/react-query');
    expect(statics).not.toContain('package:zod');
    expect(statics).not.toContain('package:three');
  });

  it('sees every news source file the route reaches statically', () => {
    // A new static import of the feature shows up here, to be weighed against the budget.
    const newsStatics = statics
      .filter((path) => path.startsWith('app/features/news/'))
      .map((path) => relative('app/features/news', path))
      .sort();
    expect(newsStatics).toEqual([
      'neural-network-settings.ts',
      'news-copy.ts',
      'news-frame.tsx',
      'news-hero.tsx',
      'news-page.tsx',
      'news-placeholders.tsx',
      'use-neural-network.ts',
    ]);
  });
});

// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// /blog is static HTML with two islands (news-page.tsx): the page's script is the islands entry,
// which loads each island's chunk when its marker asks for it. The canvas island must stay
// small (React and its own hook; the animation by dynamic import once idle), the articles'
// chunk (React Query, the contracts, zod) is the articles island's alone, and neither is in the
// entry. This follows the sources' static imports, over-approximating what the bundler keeps (a
// whole barrel counts as imported), so a static path to any of them fails here before a build
// is measured.

const webDir = resolve(import.meta.dirname, '..', '..', '..');
const repoDir = resolve(webDir, '..', '..');
const appFile = (path: string) => join(webDir, 'app', path);

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

const newsFiles = (paths: readonly string[]) =>
  paths
    .filter((path) => path.startsWith('app/features/news/'))
    .map((path) => relative('app/features/news', path))
    .sort();

function readGraph(file: string) {
  const graph = walk(appFile(file));
  return { statics: [...graph.statics].map(fromWeb), dynamics: [...graph.dynamics].map(fromWeb) };
}

describe('the /blog module graph', () => {
  it('renders the page from the two islands (the checks below are not vacuous)', () => {
    const { statics } = readGraph('routes/blog.tsx');
    expect(statics).toContain('app/features/news/neural-network-backdrop.island.tsx');
    expect(statics).toContain('app/features/news/news-articles.island.tsx');
  });

  it('keeps all of the news feature out of the islands entry', () => {
    const { statics } = readGraph('entry.islands.ts');
    expect(statics).toContain('app/lib/islands/island-page.ts');
    expect(newsFiles(statics)).toEqual([]);
    expect(statics).not.toContain('package:@tanstack/react-query');
    expect(statics).not.toContain('package:zod');
  });

  it('loads the canvas island with its start code only, the animation through a dynamic import', () => {
    const { statics, dynamics } = readGraph('features/news/neural-network-backdrop.island.tsx');
    // A new static import shows up here, to be weighed: this chunk loads with the first screen.
    expect(newsFiles(statics)).toEqual([
      'neural-network-backdrop.island.tsx',
      'neural-network-backdrop.tsx',
      'neural-network-settings.ts',
      'neural-network-start.ts',
    ]);
    expect(dynamics).toContain('app/features/news/neural-network-canvas.ts');
    for (const heavy of ['@tanstack/react-query', 'zod', 'three', 'react-router', 'react-dom']) {
      expect(statics).not.toContain(`package:${heavy}`);
    }
    // Of the workspace packages, only the contracts' plain constants (the network's settings).
    expect(
      statics.filter(
        (path) => path.includes('packages/') && !path.includes('packages/contracts/src/constants'),
      ),
    ).toEqual([]);
  });

  it('keeps the canvas out of the articles island, which brings React Query', () => {
    const { statics } = readGraph('features/news/news-articles.island.tsx');
    expect(statics).toContain('app/features/news/news-articles.tsx');
    expect(statics).toContain('package:@tanstack/react-query');
    expect(newsFiles(statics).filter((path) => path.includes('neural-network'))).toEqual([]);
    expect(statics).not.toContain('package:three');
    expect(statics).not.toContain('package:react-router');
  });
});

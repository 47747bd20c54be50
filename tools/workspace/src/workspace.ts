import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from 'yaml';

export const repositoryRoot = resolve(import.meta.dirname, '../../..');

export interface WorkspacePackage {
  name: string;
  /** Relative to the repository root, e.g. "services/news-worker". */
  path: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
}

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Every package pnpm-workspace.yaml names (its globs are "folder/*" or a folder). */
export function listWorkspacePackages(root = repositoryRoot): WorkspacePackage[] {
  const { packages } = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')) as {
    packages: string[];
  };
  const dirs = packages.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) {
      return [join(root, pattern)];
    }
    const parent = join(root, pattern.slice(0, -2));
    return readdirSync(parent).map((name) => join(parent, name));
  });
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const json = readPackageJson(dir);
      return {
        name: json.name ?? relative(root, dir),
        path: relative(root, dir),
        dependencies: json.dependencies ?? {},
        devDependencies: json.devDependencies ?? {},
        optionalDependencies: json.optionalDependencies ?? {},
      };
    });
}

/** Where Node would find `name` from `fromDir`: the nearest node_modules/<name>, real path. */
function resolvePackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) {
      return realpathSync(candidate);
    }
    if (dirname(dir) === dir) {
      return undefined;
    }
  }
}

/**
 * The names of every package a deployable installs in production: its dependencies and
 * optional dependencies, then theirs, as installed (so a workspace package's own production
 * dependencies count, and its dev dependencies do not).
 */
export function productionClosure(packagePath: string, root = repositoryRoot): Set<string> {
  const seen = new Set<string>();
  const visitedDirs = new Set<string>();
  const visit = (dir: string) => {
    if (visitedDirs.has(dir)) {
      return;
    }
    visitedDirs.add(dir);
    const json = readPackageJson(dir);
    const names = [
      ...Object.keys(json.dependencies ?? {}),
      ...Object.keys(json.optionalDependencies ?? {}),
    ];
    for (const name of names) {
      const found = resolvePackageDir(name, dir);
      // An optional dependency for another platform is not installed: nothing to follow.
      if (found) {
        seen.add(name);
        visit(found);
      }
    }
  };
  visit(realpathSync(join(root, packagePath)));
  return seen;
}

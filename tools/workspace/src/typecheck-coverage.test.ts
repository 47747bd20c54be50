import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages, repositoryRoot } from './workspace.ts';

// `pnpm typecheck` (package.json) checks the Node packages in one program (tsconfig.node.json)
// and a few packages on their own. A package whose files the one program misses would go
// unchecked: every file each package's own tsconfig.json names must be in one of the two.
const checkedApart = [
  'apps/admin',
  'apps/web',
  'packages/ui',
  'services/admin-api',
  'tools/preflight',
];

function programFiles(configPath: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) {
    throw new Error(`cannot read ${configPath}`);
  }
  return parsed.fileNames;
}

describe('pnpm typecheck', () => {
  const rootProgram = new Set(programFiles(join(repositoryRoot, 'tsconfig.node.json')));
  const packages = listWorkspacePackages().filter((pkg) => {
    try {
      readFileSync(join(repositoryRoot, pkg.path, 'tsconfig.json'));
      return true;
    } catch {
      return false;
    }
  });

  it('checks every file of every Node package in the one program', () => {
    const missed = packages
      .filter((pkg) => !checkedApart.includes(pkg.path))
      .flatMap((pkg) => programFiles(join(repositoryRoot, pkg.path, 'tsconfig.json')))
      .filter((file) => !rootProgram.has(file));
    expect(missed).toEqual([]);
  });

  it('keeps what is checked apart out of the one program', () => {
    const leaked = [...rootProgram].filter((file) =>
      checkedApart.some((path) => file.startsWith(`${join(repositoryRoot, path)}/`)),
    );
    expect(leaked).toEqual([]);
  });

  it('runs every package checked apart', () => {
    const script = (
      JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts.typecheck;
    expect(script).toContain('tsc -p tsconfig.node.json');
    expect(script).toContain('tsc -p services/admin-api/tsconfig.json');
    expect(script).toContain('tsc -p tools/preflight/tsconfig.json');
    for (const name of ['@phi/web', '@phi/admin', '@phi/ui']) {
      expect(script).toContain(`--filter=${name}`);
    }
  });
});

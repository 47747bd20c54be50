import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureNginx, installCommand, MissingNginxError } from './nginx-binary.ts';

const emptyDir = mkdtempSync(join(tmpdir(), 'phi-no-nginx-'));
afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

describe('ensureNginx', () => {
  it('finds nginx in the folders it searches', () => {
    const dir = mkdtempSync(join(tmpdir(), 'phi-nginx-'));
    try {
      writeFileSync(join(dir, 'nginx'), '');
      expect(ensureNginx({ searchDirs: [emptyDir, dir], isRoot: false, isDebian: true })).toBe(
        join(dir, 'nginx'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['not root', { isRoot: false, isDebian: true }],
    ['not Debian', { isRoot: true, isDebian: false }],
  ])('stops at once with the install command when %s', (_case, host) => {
    const run = () => ensureNginx({ searchDirs: [emptyDir], ...host });
    expect(run).toThrow(MissingNginxError);
    expect(run).toThrow(installCommand);
    expect(run).toThrow(/^nginx is not installed: run .* and try again$/);
  });
});

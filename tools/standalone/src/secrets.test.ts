import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets.ts';

describe('standalone secrets', () => {
  it('generates once, keeps the file private and reuses it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'phi-secrets-')), 'nested', 'secrets.json');
    const first = await loadOrCreateSecrets(path);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSecrets(path)).toEqual(first);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(first);
  });

  it('refuses a malformed file instead of silently replacing it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'phi-secrets-')), 'secrets.json');
    writeFileSync(path, '{"jwtSecret":"short"}');
    await expect(loadOrCreateSecrets(path)).rejects.toThrow(/malformed/);
  });
});

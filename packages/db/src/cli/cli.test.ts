import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

async function run(script: 'migrate' | 'seed', env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `src/cli/${script}.ts`],
      { cwd: packageDir, env: { PATH: process.env.PATH, ...env }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('db CLI', () => {
  const context = useTestDatabase({ truncate: false });

  it('seeds, printing a generated admin password on the first run only', async () => {
    const first = await run('seed', { DATABASE_URL: context.url, ADMIN_USERNAME: 'cli-admin' });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('First start: an admin account was created.');
    expect(first.stdout).toContain('  username: cli-admin\n');
    const password = /^ {2}password: (\S+)$/m.exec(first.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const second = await run('seed', { DATABASE_URL: context.url, ADMIN_USERNAME: 'cli-admin' });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('admin user cli-admin exists');
    expect(second.stdout).not.toContain(String(password));
  });

  it('migrates an up-to-date database as a no-op', async () => {
    const result = await run('migrate', { DATABASE_URL: context.url });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('Database already up to date.');
  });

  it('exits 1 listing every bad variable without echoing a value', async () => {
    const result = await run('seed', {
      DATABASE_URL: 'mysql://me:hunter2@db/app',
      ADMIN_PASSWORD: 'hunter3',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Invalid environment:\n {2}DATABASE_URL must start with/);
    expect(result.stderr).toContain('  ADMIN_PASSWORD must be at least 12 characters');
    expect(result.stderr).not.toMatch(/hunter/);

    const missing = await run('migrate', {});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('DATABASE_URL is required');
  });
});

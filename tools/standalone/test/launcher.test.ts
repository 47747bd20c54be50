import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { findFreePort } from '@phi/embedded-postgres';
import { afterAll, describe, expect, it } from 'vitest';

// The README's run command, as a new user meets it: the built launcher on an empty data
// directory with no configuration at all (embedded Postgres, generated admin password).
const launcherPath = resolve(import.meta.dirname, '../dist/standalone.js');
const dataDir = mkdtempSync(join(tmpdir(), 'phi-launcher-'));
// As root, Postgres runs as the postgres user, who must be able to enter the directory.
chmodSync(dataDir, 0o755);

interface Running {
  process: ChildProcess;
  url: string;
  output: () => string;
  exitCode: Promise<number | null>;
}

async function startLauncher(runDataDir = dataDir): Promise<Running> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: runDataDir,
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [launcherPath], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exitCode = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`launcher did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, url: `http://127.0.0.1:${port}`, output: () => output, exitCode };
}

function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function postgresPid(runDataDir = dataDir): number {
  const pidFile = readFileSync(join(runDataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(pidFile.split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pids: number[]): Promise<number[]> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && pids.some(isAlive)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return pids.filter(isAlive);
}

async function login(url: string, username: string, password: string) {
  return fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

const started: ChildProcess[] = [];
const fallbacks: string[] = [];

afterAll(() => {
  // A failed assertion must not leave a launcher (and its Postgres) running.
  for (const child of started) {
    child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
  for (const fallback of fallbacks) {
    rmSync(fallback, { recursive: true, force: true });
  }
});

describe('standalone launcher', { timeout: 180_000 }, () => {
  let credentials: { username: string; password: string } | undefined;

  it('starts from nothing, prints working admin credentials once, and stops everything', async () => {
    const run = await startLauncher();
    const username = /username: (\S+)/.exec(run.output())?.[1];
    const password = /password: (\S+)/.exec(run.output())?.[1];
    expect(username).toBe('admin');
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    credentials = { username: username as string, password: password as string };

    expect((await fetch(`${run.url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${run.url}/api/admin/ready`)).status).toBe(200);
    const signedIn = await login(run.url, credentials.username, credentials.password);
    expect(signedIn.status).toBe(200);
    expect((await fetch(`${run.url}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${run.url}/admin/login`)).status).toBe(200);

    const pids = [...childPids(run.process.pid as number), postgresPid()];
    expect(pids.length).toBeGreaterThanOrEqual(3);
    run.process.kill('SIGTERM');
    expect(await run.exitCode).toBe(0);
    expect(await waitUntilGone(pids)).toEqual([]);
  });

  it('restarts on the same data without new credentials; the first ones still work', async () => {
    expect(credentials).toBeDefined();
    const run = await startLauncher();
    expect(run.output()).not.toContain('password:');
    const { username, password } = credentials as { username: string; password: string };
    expect((await login(run.url, username, password)).status).toBe(200);

    // A crashed API takes the whole run down, Postgres included, with a failing exit code.
    const pids = [...childPids(run.process.pid as number), postgresPid()];
    const publicApi = childPids(run.process.pid as number).find((pid) =>
      commandLine(pid).includes('public-api'),
    );
    expect(publicApi).toBeDefined();
    process.kill(publicApi as number, 'SIGKILL');
    expect(await run.exitCode).toBe(1);
    expect(run.output()).toContain('stopped unexpectedly');
    expect(await waitUntilGone(pids)).toEqual([]);
  });

  it('as root in a folder Postgres cannot enter, keeps the cluster outside and dies with it', async () => {
    const closed = mkdtempSync(join(tmpdir(), 'phi-closed-'));
    chmodSync(closed, 0o700);
    const runDataDir = join(closed, 'data');
    const isRoot = userInfo().uid === 0;
    try {
      const run = await startLauncher(runDataDir);
      const link = join(runDataDir, 'postgres');
      expect(lstatSync(link).isSymbolicLink()).toBe(isRoot);
      if (isRoot) {
        expect(run.output()).toContain(`cannot enter ${closed}`);
        fallbacks.push(dirname(realpathSync(link)));
      }
      const signedIn = await login(
        run.url,
        'admin',
        /password: (\S+)/.exec(run.output())?.[1] ?? '',
      );
      expect(signedIn.status).toBe(200);

      // Postgres dying takes the run down too: no API is left serving errors.
      const apis = childPids(run.process.pid as number).filter((pid) =>
        commandLine(pid).includes('dist/server.js'),
      );
      expect(apis).toHaveLength(2);
      process.kill(postgresPid(runDataDir), 'SIGKILL');
      expect(await run.exitCode).toBe(1);
      expect(run.output()).toContain('PostgreSQL server stopped unexpectedly');
      expect(await waitUntilGone(apis)).toEqual([]);
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});

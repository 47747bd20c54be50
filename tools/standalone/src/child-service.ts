import { type ChildProcess, spawn } from 'node:child_process';
import { findFreePort } from '@phi/embedded-postgres';

export interface ChildService {
  name: string;
  url: string;
  process: ChildProcess;
  /**
   * Resolves once the service answers its health route (at once for a worker, which has
   * none); rejects if it exits or stalls.
   */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface SpawnChildOptions {
  name: string;
  entry: string;
  /** Undefined for a process that serves no HTTP (the queue worker). */
  healthPath: string | undefined;
  env: Record<string, string | undefined>;
  onExit: (name: string, code: number | null) => void;
}

/**
 * Starts a bundled service as a child process on a private port. The handle is returned at
 * once so the caller can stop it even when start-up fails half way.
 */
export async function spawnChildService(options: SpawnChildOptions): Promise<ChildService> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', options.entry], {
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let isStopping = false;
  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code) => {
      if (!isStopping) {
        options.onExit(options.name, code);
      }
      resolveExit(code);
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async () => {
    if (hasExited()) {
      return;
    }
    isStopping = true;
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killTimer);
  };

  const health = options.healthPath
    ? waitForHealth(`${url}${options.healthPath}`, hasExited, options.name)
    : Promise.resolve();
  const ready = health.catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  // The caller awaits `ready`; this only keeps an early failure from being unhandled.
  ready.catch(() => undefined);
  return { name: options.name, url, process: child, ready, stop };
}

async function waitForHealth(url: string, hasExited: () => boolean, name: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (hasExited()) {
      throw new Error(`${name} exited during start-up (see its log above)`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not answer ${url} within 30 s`);
}

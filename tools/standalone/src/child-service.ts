import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface ChildService {
  name: string;
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface StartChildOptions {
  name: string;
  entry: string;
  healthPath: string;
  env: Record<string, string | undefined>;
  onExit: (name: string, code: number | null) => void;
}

/** An unused loopback port, found by letting the OS choose one. */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts a bundled service as a child process on a private port and waits until it answers. */
export async function startChildService(options: StartChildOptions): Promise<ChildService> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', options.entry], {
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let hasExited = false;
  let isStopping = false;
  child.once('exit', (code) => {
    hasExited = true;
    if (!isStopping) {
      options.onExit(options.name, code);
    }
  });

  await waitForHealth(`${url}${options.healthPath}`, () => hasExited, options.name);

  return {
    name: options.name,
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolveStop) => {
        if (hasExited) {
          resolveStop();
          return;
        }
        isStopping = true;
        const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(killTimer);
          resolveStop();
        });
        child.kill('SIGTERM');
      }),
  };
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

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended and all its output is read. */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** The worker as the standalone run and compose start it: its own process, env only. */
export function startWorker(env: Record<string, string>): WorkerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  running.add(child);
  // 'close', not 'exit': 'exit' may come before the last output has been read from the pipes,
  // and the tests read the output once the process has ended.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** For afterEach: no worker outlives its test. */
export function killWorkers(): void {
  for (const child of running) {
    child.kill('SIGKILL');
  }
  running.clear();
}

/** Polls `check`; `what` may be a function so the message shows output gathered meanwhile. */
export async function waitFor(
  check: () => Promise<boolean>,
  what: string | (() => string),
  ms = 45_000,
) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis key prefix of the test's own: runs sharing the machine's Redis never take each other's jobs. */
export function testQueuePrefix(): string {
  return `phi-test-${randomBytes(4).toString('hex')}`;
}

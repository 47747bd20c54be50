import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logPath: string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  /** Asks it to stop (`requestStop`, SIGTERM by default), SIGKILL after `graceMs`. */
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  logDir: string;
  graceMs: number;
  /** How to ask for a stop; SIGTERM to the process when not given. */
  requestStop?: () => Promise<void>;
  /** Called when the process ends without being asked to. */
  onUnexpectedExit(name: string, code: number | string): void;
}

/** Starts a process whose output goes to `<logDir>/<name>.log`. */
export function startProcess(options: StartOptions): ManagedProcess {
  const logPath = join(options.logDir, `${options.name}.log`);
  // The log file itself as stdout and stderr (no pipe, no socket): nginx opens /dev/stdout and
  // /dev/stderr for its logs, as the images link them, which only works on a file or a tty.
  const log = openSync(logPath, 'a');
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
    // Its own process group: Ctrl-C in a terminal reaches the runner, which stops the services
    // in compose's order, not every process at once.
    detached: true,
  });
  closeSync(log);
  let isStopping = false;
  const exited = new Promise<number | string>((resolveExit) => {
    let hasFinished = false;
    const finish = (result: number | string) => {
      if (hasFinished) {
        return;
      }
      hasFinished = true;
      if (!isStopping) {
        options.onUnexpectedExit(options.name, result);
      }
      resolveExit(result);
    };
    // A command that cannot be started reports 'error' and may never report 'close'.
    child.once('error', (error) => {
      appendFileSync(logPath, `could not start ${options.command}: ${error.message}\n`);
      finish(error.message);
    });
    child.once('close', (code, signal) => finish(code ?? signal ?? 'unknown'));
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name: options.name,
    child,
    logPath,
    exited,
    hasExited,
    async stop() {
      isStopping = true;
      if (hasExited() || child.pid === undefined) {
        return;
      }
      const killTimer = setTimeout(() => child.kill('SIGKILL'), options.graceMs);
      if (options.requestStop) {
        await options.requestStop().catch(() => child.kill('SIGTERM'));
      } else {
        child.kill('SIGTERM');
      }
      await exited;
      clearTimeout(killTimer);
    },
  };
}

/** Polls `url` until it answers 2xx; fails if the process ends first or time runs out. */
export async function waitForHealthy(
  url: string,
  managed: ManagedProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (managed.hasExited()) {
      throw new Error(`${managed.name} exited before it was healthy (log: ${managed.logPath})`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      await response.body?.cancel();
      if (response.ok) {
        return;
      }
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(
    `${managed.name} was not healthy at ${url} within ${timeoutMs / 1000} s (${last})`,
  );
}

// Routine lines: nginx's access log and notices, pino's info and below.
const routineLine = /^\S+ - \S+ \[|\[(notice|info)\]|^\{"level":[123]0,/;

/** The last lines of a log that are not routine (warnings, errors, plain output), if any. */
export function logProblems(path: string, lines = 15): string[] {
  try {
    const all = readFileSync(path, 'utf8').split('\n');
    return all.filter((line) => line.trim() !== '' && !routineLine.test(line)).slice(-lines);
  } catch {
    return [];
  }
}

/** A loopback port free right now (the services bind it moments later). */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') {
          resolvePort(address.port);
        } else {
          reject(new Error('no free port'));
        }
      });
    });
  });
}

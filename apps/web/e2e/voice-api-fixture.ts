import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { e2eDataDir } from '../../../tools/e2e/database.ts';

// A second public-api (the built services/public-api/dist/server.js, the same database as the
// end-to-end run) configured with LiveKit settings whose server does not exist: a port on
// loopback nobody listens on. Its token routes answer real, signed tokens; the browser's
// LiveKit connection then really fails. The page's /api/voice/* calls are forwarded to it with
// route.fetch, so what the page receives is this server's own answer, never a made-up one.

const root = resolve(import.meta.dirname, '../../..');

/** A loopback port free at the time of asking (closed again before it is returned). */
function freePort(): Promise<number> {
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

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the voice public-api exited (${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`the voice public-api did not answer ${url} within 30 s:\n${output()}`);
}

export interface FailingVoiceApi {
  /** Origin of the second public-api, e.g. http://127.0.0.1:41234. */
  readonly origin: string;
  /** The LiveKit address its tokens name: a closed loopback port. */
  readonly livekitUrl: string;
  stop(): Promise<void>;
}

/**
 * `tokensPerMinute` is the server's own per-address token limit
 * (VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE): 1 makes its token route itself fail (429) after the
 * first token.
 */
export async function startFailingVoiceApi(
  options: { tokensPerMinute?: number } = {},
): Promise<FailingVoiceApi> {
  const [apiPort, livekitPort] = await Promise.all([freePort(), freePort()]);
  const databaseUrl = readFileSync(resolve(root, e2eDataDir, 'database-url'), 'utf8').trim();
  const filesDir = mkdtempSync(join(tmpdir(), 'phi-voice-e2e-'));
  const livekitUrl = `ws://127.0.0.1:${livekitPort}`;
  let output = '';
  const child = spawn(process.execPath, [resolve(root, 'services/public-api/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
      FILES_DIR: filesDir,
      QUEUE_BACKEND: 'postgres',
      LOG_LEVEL: 'warn',
      LIVEKIT_URL: livekitUrl,
      LIVEKIT_API_KEY: 'e2e-voice-key',
      LIVEKIT_API_SECRET: randomBytes(32).toString('hex'),
      // Every bubble asks 4 times per tap (the first try and 3 retries), all from 127.0.0.1.
      VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE: String(options.tokensPerMinute ?? 1000),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const origin = `http://127.0.0.1:${apiPort}`;
  try {
    await waitForHealth(`${origin}/api/health`, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(filesDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    livekitUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Sends the page's voice calls to `api` and hands the page that server's answers. */
export async function routeVoiceCallsTo(page: Page, api: FailingVoiceApi): Promise<string[]> {
  const tokenCalls: string[] = [];
  await page.route('**/api/voice/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/token')) {
      tokenCalls.push(url.pathname);
    }
    const response = await route.fetch({ url: `${api.origin}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return tokenCalls;
}

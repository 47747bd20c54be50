import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './helper.ts';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') {
    throw new Error('no port');
  }
  return address.port;
}

async function waitForLine(child: ChildProcess, output: string[], pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (
    !output
      .join('')
      .split('\n')
      .some((line) => pattern.test(line))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`server did not log ${pattern}:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('src/server.ts', () => {
  it('listens, logs with the request id, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serviceDir,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: testDb.url,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      await waitForLine(child, output, /Server listening/);
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`, {
        headers: { 'x-request-id': 'spawned-server-check' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe('spawned-server-check');
      await waitForLine(child, output, /"reqId":"spawned-server-check"/);

      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(output.join('')).toContain('shut down cleanly');
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
      }
    }
  });
});

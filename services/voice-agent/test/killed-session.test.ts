import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverAbandonedSessions } from '../src/metrics/recover-sessions.ts';

// A job process killed mid-conversation (SIGKILL: no shutdown callback runs) leaves its
// session 'active'; the worker's recovery closes it as failed at its last metric.

let testDb: TestDatabase;
let child: ChildProcess | undefined;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await testDb?.drop();
});

async function waitForLine(proc: ChildProcess, line: string): Promise<void> {
  let output = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(line)) {
        resolve();
      }
    });
    proc.once('exit', (code) => reject(new Error(`exited ${code} before "${line}":\n${output}`)));
  });
}

describe('a killed conversation', () => {
  // A child process started through tsx: slow to start on a loaded machine.
  it('is closed by the recovery as failed, ending at its last metric', {
    timeout: 120_000,
  }, async () => {
    const sessionId = randomUUID();
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./fixtures/session-to-kill.ts', import.meta.url)),
        testDb.url,
        sessionId,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await waitForLine(child, 'turn done');
    child.kill('SIGKILL');
    await once(child, 'exit');

    const before = await testDb.db
      .selectFrom('voiceSessions')
      .select('status')
      .where('sessionId', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(before.status).toBe('active');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await recoverAbandonedSessions(testDb.db, { staleAfterMs: 200 })).toEqual([sessionId]);
    const session = await testDb.db
      .selectFrom('voiceSessions')
      .selectAll()
      .where('sessionId', '=', sessionId)
      .executeTakeFirstOrThrow();
    const metrics = await testDb.db
      .selectFrom('voicebotMetrics')
      .select(['actionType', 'createdAt'])
      .where('sessionId', '=', sessionId)
      .orderBy('createdAt', 'desc')
      .execute();
    expect(metrics.map((row) => row.actionType).sort()).toEqual(['llm', 'tool_call']);
    expect(session.status).toBe('failed');
    expect(session.endTime?.getTime()).toBe(metrics[0]?.createdAt.getTime());
    expect(session.performanceMetrics).toMatchObject({
      recovered: true,
      actions: 2,
      tokensUsed: 120,
    });
    // A second pass finds nothing more to close.
    expect(await recoverAbandonedSessions(testDb.db, { staleAfterMs: 200 })).toEqual([]);
  });
});

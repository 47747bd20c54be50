import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { QueueConnectionConfig } from '../src/connection.ts';
import { createProducer } from '../src/producer.ts';
import { useBackends, waitFor } from './backends.ts';
import { slowJobContract } from './fixtures/slow-job.ts';

const fixture = fileURLToPath(new URL('./fixtures/worker-process.ts', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'phi-queue-shutdown-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
  }
});

async function startWorkerProcess(
  config: QueueConnectionConfig,
  markerFile: string,
  behaviour: 'hang' | 'finish',
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: {
      ...process.env,
      QUEUE_CONFIG: JSON.stringify(config),
      MARKER_FILE: markerFile,
      JOB_BEHAVIOUR: behaviour,
      CLOSE_DEADLINE_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`worker process exited early (${code})`)));
  });
  return child;
}

function readMarker(markerFile: string): string[] {
  try {
    return readFileSync(markerFile, 'utf8').trim().split('\n');
  } catch {
    return [];
  }
}

describe.each(useBackends())('a worker process on $name', (backend) => {
  it('closes within its deadline on SIGTERM mid-job, and the job runs again after restart', async () => {
    const config = backend.config();
    const markerFile = join(workDir, `${backend.name}.log`);
    const first = await startWorkerProcess(config, markerFile, 'hang');
    const producer = createProducer(config, 'phi-test-producer');
    try {
      await producer.enqueue(slowJobContract, { label: 'report' });
    } finally {
      await producer.close();
    }
    await waitFor(() => readMarker(markerFile).includes('start report attempt 1'), 'the job');

    const signalledAt = Date.now();
    const exited = new Promise<number | null>((resolve) => first.once('exit', resolve));
    first.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The 1 s close deadline, plus closing the connections and the process itself.
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(readMarker(markerFile)).toContain('closed at the deadline');

    await startWorkerProcess(config, markerFile, 'finish');
    // The hung job's lock (2 s) runs out; the restarted worker finds it stalled and runs it.
    await waitFor(() => readMarker(markerFile).includes('done report'), 'the job again', 30_000);
    expect(readMarker(markerFile).filter((line) => line.startsWith('start report'))).toHaveLength(
      2,
    );
  });
});

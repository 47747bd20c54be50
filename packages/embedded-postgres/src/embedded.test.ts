import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  findFolderBlockingPostgresUser,
  findRunningPostmaster,
  startEmbeddedPostgres,
} from './embedded.ts';

const baseDir = mkdtempSync(join(tmpdir(), 'phi-embedded-test-'));
// As root, Postgres runs as the postgres user, which must be able to enter the directory.
chmodSync(baseDir, 0o755);

afterAll(() => {
  rmSync(baseDir, { recursive: true, force: true });
});

async function query(connectionString: string, text: string): Promise<unknown[]> {
  const client = new pg.Client(connectionString);
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('initialises a cluster, then reuses it with its data after a restart', async () => {
    const dataDir = join(baseDir, 'cluster');
    const first = await startEmbeddedPostgres({ dataDir });
    try {
      const port = Number(new URL(first.connectionString).port);
      expect(port).not.toBe(5432);
      expect(new URL(first.connectionString).hostname).toBe('127.0.0.1');
      await query(first.connectionString, 'create table kept (value text)');
      await query(first.connectionString, "insert into kept values ('survives restarts')");
      expect(await query(first.connectionString, 'create extension pg_trgm')).toEqual([]);
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(second.connectionString, 'select value from kept')).toEqual([
        { value: 'survives restarts' },
      ]);
    } finally {
      await second.stop();
      await second.stop();
    }
  });

  it('a start while the previous server is still stopping waits for it instead of failing', async () => {
    const dataDir = join(baseDir, 'restart-at-once');
    const first = await startEmbeddedPostgres({ dataDir });
    await query(first.connectionString, 'create table kept (value int)');
    const stopping = first.stop();
    // Not awaited: the lock file and the postmaster are still there.
    expect(findRunningPostmaster(dataDir)).toBeDefined();
    const second = await startEmbeddedPostgres({ dataDir });
    try {
      await stopping;
      expect(await query(second.connectionString, 'select count(*)::int as n from kept')).toEqual([
        { n: 0 },
      ]);
    } finally {
      await second.stop();
    }
  });

  it('names a server that keeps running on the data directory, after waiting for it', async () => {
    const dataDir = join(baseDir, 'held');
    const running = await startEmbeddedPostgres({ dataDir });
    try {
      const pid = findRunningPostmaster(dataDir);
      await expect(startEmbeddedPostgres({ dataDir, previousServerWaitMs: 300 })).rejects.toThrow(
        `A PostgreSQL server (pid ${pid}) still runs on ${dataDir} after 0.3 s`,
      );
      expect(await query(running.connectionString, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await running.stop();
    }
    expect(findRunningPostmaster(dataDir)).toBeUndefined();
  });

  it('listens on the port it is given', async () => {
    const probe = await startEmbeddedPostgres({ dataDir: join(baseDir, 'cluster') });
    const port = Number(new URL(probe.connectionString).port);
    await probe.stop();
    const logs: string[] = [];
    const server = await startEmbeddedPostgres({
      dataDir: join(baseDir, 'cluster'),
      port,
      onLog: (line) => logs.push(line),
    });
    try {
      expect(new URL(server.connectionString).port).toBe(String(port));
      expect(logs.join('')).toContain('ready to accept connections');
    } finally {
      await server.stop();
    }
  });

  it('explains a port that is taken, without hanging', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(
        startEmbeddedPostgres({ dataDir: join(baseDir, 'cluster'), port }),
      ).rejects.toThrow(new RegExp(`did not start on port ${port}[\\s\\S]*could not bind`));
    } finally {
      blocker.close();
    }
  });

  it('stop() returns at once when the server has already died', async () => {
    const server = await startEmbeddedPostgres({ dataDir: join(baseDir, 'cluster') });
    const pid = Number.parseInt(
      readFileSync(join(baseDir, 'cluster', 'postmaster.pid'), 'utf8'),
      10,
    );
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 5000 });
    await expect(server.stop()).resolves.toBeUndefined();
  });

  it('never takes port 5432', async () => {
    await expect(
      startEmbeddedPostgres({ dataDir: join(baseDir, 'unused'), port: 5432 }),
    ).rejects.toThrow(/never uses port 5432/);
  });

  it('explains a data directory holding a cluster it did not create', async () => {
    const dataDir = join(baseDir, 'foreign');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'PG_VERSION'), '18\n');
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/credentials file/);
  });

  it('as root, explains a data directory the postgres user cannot reach', async () => {
    const closed = join(baseDir, 'closed');
    mkdirSync(closed, { mode: 0o700 });
    const attempt = startEmbeddedPostgres({ dataDir: join(closed, 'data') });
    if (userInfo().uid === 0) {
      await expect(attempt).rejects.toThrow(/cannot enter .*closed/);
    } else {
      // A normal user owns the directory and runs Postgres itself.
      const server = await attempt;
      await server.stop();
    }
  });
});

describe('embedded Postgres supervision', () => {
  it('reports a server that dies without stop()', async () => {
    const exits: (number | null)[] = [];
    const server = await startEmbeddedPostgres({
      dataDir: join(baseDir, 'crashing'),
      onUnexpectedExit: (code) => exits.push(code),
    });
    const pid = Number(
      readFileSync(join(baseDir, 'crashing', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(exits).toHaveLength(1), { timeout: 10_000 });
    await server.stop();
    expect(exits).toHaveLength(1);
  });

  it('does not report an orderly stop', async () => {
    const exits: (number | null)[] = [];
    const server = await startEmbeddedPostgres({
      dataDir: join(baseDir, 'orderly'),
      onUnexpectedExit: (code) => exits.push(code),
    });
    await server.stop();
    expect(exits).toEqual([]);
  });

  it('names the folder the postgres user cannot enter (only root runs Postgres as that user)', async () => {
    const closed = mkdtempSync(join(tmpdir(), 'phi-closed-'));
    chmodSync(closed, 0o700);
    const isRoot = userInfo().uid === 0;
    try {
      expect(await findFolderBlockingPostgresUser(join(closed, 'data', 'postgres'))).toBe(
        isRoot ? closed : undefined,
      );
      expect(await findFolderBlockingPostgresUser(join(baseDir, 'x'))).toBeUndefined();
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});

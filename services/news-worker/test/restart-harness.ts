import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/** A loopback port nobody listens on, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') {
          reject(new Error('could not read the port of a probe socket'));
        } else {
          resolve(address.port);
        }
      });
    });
  });
}

/** Whether a Redis on `port` answers PING with PONG (not LOADING while it replays its AOF). */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        done(reply.startsWith('+PONG'));
      }
    });
  });
}

export interface OwnRedis {
  readonly port: number;
  readonly url: string;
  /** Starts redis-server on the port and directory of this instance; resolves once it answers. */
  start(): Promise<void>;
  /** SIGTERM, as `docker compose restart` stops it: Redis writes its AOF and exits. */
  stop(): Promise<void>;
  /** Server output so far, for failure messages. */
  output(): string;
}

/**
 * A redis-server of the test's own, configured like compose's (append-only file, no RDB
 * snapshots): stopping it never touches the machine's shared Redis.
 */
export function ownRedis(port: number, dir: string): OwnRedis {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  const self: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    output: () => output,
    async start() {
      const server = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--appendonly',
          'yes',
          '--save',
          '',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = server;
      const append = (chunk: Buffer) => {
        output += chunk.toString();
      };
      server.stdout?.on('data', append);
      server.stderr?.on('data', append);
      let failure: Error | undefined;
      exited = new Promise((resolve) => {
        server.once('error', (error: NodeJS.ErrnoException) => {
          failure =
            error.code === 'ENOENT'
              ? new Error(
                  'redis-server is not installed: this test starts and stops a Redis of its own (apt-get install redis-server)',
                )
              : error;
          resolve();
        });
        server.once('exit', () => {
          failure ??= new Error(`redis-server exited early:\n${output}`);
          resolve();
        });
      });
      const deadline = Date.now() + 30_000;
      while (!(await redisAnswers(port))) {
        if (failure) {
          throw failure;
        }
        if (Date.now() > deadline) {
          throw new Error(`redis-server on port ${port} did not answer within 30 s:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      const server = child;
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        // Cleanup after a failed test must not hang on a server that will not stop.
        const kill = setTimeout(() => server.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(kill);
      }
      child = undefined;
    },
  };
  running.add(self);
  return self;
}

const running = new Set<OwnRedis>();

/** For afterEach/afterAll: no redis-server of a test outlives it. */
export async function stopOwnRedisServers(): Promise<void> {
  for (const server of running) {
    await server.stop();
  }
  running.clear();
}

import { installGracefulShutdown } from '@phi/runtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// The one-origin gateway (tools/standalone) takes its body limit from here, beside the timeouts.
export { gatewayLimits } from '@phi/contracts/constants';

export interface ServerTimeouts {
  /** Whole request (headers and body) must arrive within this many ms (slowloris guard). */
  requestTimeoutMs: number;
  /** Headers must arrive within this many ms; must not exceed requestTimeoutMs. */
  headersTimeoutMs: number;
  /** Idle keep-alive sockets stay open this long; above a proxy's 60 s idle timeout. */
  keepAliveTimeoutMs: number;
  /** A socket with no activity at all is closed after this many ms. */
  connectionTimeoutMs: number;
}

export const defaultServerTimeouts: ServerTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 65_000,
  connectionTimeoutMs: 70_000,
};

/** Applies the timeouts to a listening-ready HTTP server (the services and the gateway). */
export function applyServerTimeouts(
  server: {
    requestTimeout: number;
    headersTimeout: number;
    keepAliveTimeout: number;
    setTimeout: (ms: number) => unknown;
  },
  timeouts: ServerTimeouts,
): void {
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  server.setTimeout(timeouts.connectionTimeoutMs);
}

export interface StartServerOptions {
  // biome-ignore lint/suspicious/noExplicitAny: any type provider / logger of a built app
  app: FastifyInstance<any, any, any, any, any>;
  port: number;
  host: string;
  logger: FastifyBaseLogger;
  /** Releases what the app uses (db pool, redis) after in-flight requests have finished. */
  onShutdown?: () => Promise<void>;
  timeouts?: Partial<ServerTimeouts>;
  /** How long in-flight work may take after SIGTERM before the process is cut off. */
  shutdownGraceMs?: number;
}

/**
 * Listens with server timeouts and installs graceful shutdown: on SIGINT/SIGTERM the server
 * stops accepting, finishes in-flight requests, then `onShutdown` closes the pools, and the
 * process exits 0 (1 when the trigger was a crash).
 */
export async function startServer(options: StartServerOptions): Promise<{ address: string }> {
  const { app, logger } = options;
  const timeouts = { ...defaultServerTimeouts, ...options.timeouts };
  applyServerTimeouts(app.server, timeouts);

  installGracefulShutdown({
    logger,
    graceMs: options.shutdownGraceMs ?? 10_000,
    onShutdown: async () => {
      await app.close();
      await options.onShutdown?.();
    },
  });

  try {
    const address = await app.listen({ port: options.port, host: options.host });
    return { address };
  } catch (err) {
    logger.fatal({ err }, 'could not start listening');
    await options.onShutdown?.();
    process.exit(1);
  }
}

import closeWithGrace from 'close-with-grace';
import type { Logger } from './logger.ts';

export interface GracefulShutdownOptions {
  logger: Pick<Logger, 'info' | 'fatal' | 'error'>;
  /** How long the handler may take after SIGTERM/SIGINT before the process is cut off. */
  graceMs: number;
  /** Stops taking work, lets in-flight work finish, then releases connections. */
  onShutdown: () => Promise<void>;
}

/**
 * On SIGINT/SIGTERM (or an uncaught error) runs `onShutdown` once, then exits: 0 after a
 * signal, 1 after a crash. Past `graceMs` the process exits 1 whatever is still running, so a
 * stuck close never keeps a container or the standalone run from stopping.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): void {
  const { logger } = options;
  closeWithGrace({ delay: options.graceMs, logger }, async ({ signal, err }) => {
    if (err) {
      logger.fatal({ err }, 'crashed, shutting down');
    } else {
      logger.info({ signal }, 'shutting down');
    }
    await options.onShutdown();
    logger.info('shut down cleanly');
  });
}

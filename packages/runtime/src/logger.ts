import { type Logger, pino } from 'pino';

export type { Logger };

import type { LogLevel } from './env.ts';

export function createLogger(options: { service: string; level: LogLevel }): Logger {
  return pino({
    level: options.level,
    base: { service: options.service },
    // Bearer tokens and session cookies must never reach log storage.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}

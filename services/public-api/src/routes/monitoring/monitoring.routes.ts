import { AppError, errorBodySchema } from '@phi/contracts/errors';
import {
  apiMetricReportSchema,
  errorReportSchema,
  interactionsReportSchema,
  monitoringLimits,
  monitoringPaths,
  performanceReportSchema,
  userActionReportSchema,
  warningReportSchema,
} from '@phi/contracts/public';
import {
  type Database,
  insertMonitoringError,
  insertMonitoringEvent,
  insertMonitoringWebVitals,
} from '@phi/db';
import { strictRateLimit } from '@phi/server';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  apiMetricRow,
  errorRow,
  interactionsRow,
  userActionRow,
  warningRow,
  webVitalRows,
} from './monitoring-rows.ts';

export interface MonitoringRoutesOptions {
  db: Kysely<Database>;
  /** Reports per client address per minute, on each route. */
  limitPerIpPerMinute: number;
}

export const monitoringBodyNotJson = 'The body must be a JSON object.';

/**
 * Keeps a report, or logs why it could not: monitoring is fire-and-forget (spec: voice §7), so
 * a database outage answers 204 like a success (docs/architecture.md#monitoring, never 5xx).
 */
async function keep(log: FastifyBaseLogger, kind: string, store: () => Promise<void>) {
  try {
    await store();
  } catch (error) {
    log.warn({ err: error, kind }, 'monitoring report not stored');
  }
}

const noContent = z.undefined().describe('Stored, or dropped and logged: monitoring never fails');

// spec: voice §7 (the monitoring calls); the site sends them with navigator.sendBeacon, whose
// string bodies arrive as text/plain: in this scope text/plain is read as JSON too.
export const monitoringRoutes: FastifyPluginAsyncZod<MonitoringRoutesOptions> = async (
  app,
  { db, limitPerIpPerMinute },
) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST', monitoringBodyNotJson), undefined);
    }
  });

  const routeOptions = <Body extends z.ZodType>(
    bodyLimit: number,
    summary: string,
    body: Body,
  ) => ({
    bodyLimit,
    config: strictRateLimit(limitPerIpPerMinute),
    schema: {
      tags: ['monitoring'],
      summary,
      body,
      response: {
        204: noContent,
        400: errorBodySchema,
        413: errorBodySchema,
        415: errorBodySchema,
        429: errorBodySchema,
      },
    },
  });
  const limits = monitoringLimits.bodyBytes;
  const apiPath = (path: string) => path.replace(/^\/api/, '');

  app.post(
    apiPath(monitoringPaths.performance),
    routeOptions(limits.performance, 'Web Vitals of one page load', performanceReportSchema),
    async (request, reply) => {
      await keep(request.log, 'performance', () =>
        insertMonitoringWebVitals(db, webVitalRows(request.body)),
      );
      return reply.code(204).send();
    },
  );
  app.post(
    apiPath(monitoringPaths.interactions),
    routeOptions(limits.interactions, 'A list of interactions on a page', interactionsReportSchema),
    async (request, reply) => {
      await keep(request.log, 'interactions', () =>
        insertMonitoringEvent(db, interactionsRow(request.body)),
      );
      return reply.code(204).send();
    },
  );
  app.post(
    apiPath(monitoringPaths.errors),
    routeOptions(limits.errors, 'An error the site met', errorReportSchema),
    async (request, reply) => {
      await keep(request.log, 'error', () => insertMonitoringError(db, errorRow(request.body)));
      return reply.code(204).send();
    },
  );
  app.post(
    apiPath(monitoringPaths.warnings),
    routeOptions(limits.warnings, 'A warning the site logged', warningReportSchema),
    async (request, reply) => {
      await keep(request.log, 'warning', () => insertMonitoringError(db, warningRow(request.body)));
      return reply.code(204).send();
    },
  );
  app.post(
    apiPath(monitoringPaths.apiMetrics),
    routeOptions(limits.apiMetrics, 'Timing of one API call', apiMetricReportSchema),
    async (request, reply) => {
      await keep(request.log, 'api-metric', () =>
        insertMonitoringEvent(db, apiMetricRow(request.body)),
      );
      return reply.code(204).send();
    },
  );
  app.post(
    apiPath(monitoringPaths.userActions),
    routeOptions(limits.userActions, 'One action of a visitor', userActionReportSchema),
    async (request, reply) => {
      await keep(request.log, 'user-action', () =>
        insertMonitoringEvent(db, userActionRow(request.body)),
      );
      return reply.code(204).send();
    },
  );
};

import { AppError } from '@phi/contracts/errors';
import fp from 'fastify-plugin';
import { mapError } from './error-mapping.ts';
import { readPostgresError } from './postgres-errors.ts';

/**
 * The one error handler and the not-found handler of a service. Registered with
 * fastify-plugin so they apply to the whole app, including every route plugin.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body } = mapError(error, request.id);
      const database = readPostgresError(error);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else if (database) {
        request.log.info(
          { code: body.code, database },
          'request rejected by a database constraint',
        );
      } else {
        request.log.info({ code: body.code, reason: (error as Error).message }, 'request rejected');
      }
      return reply.code(status).header('cache-control', 'no-store').send(body);
    });

    app.setNotFoundHandler(
      // Unknown URLs are how scanners probe an API: they count against the rate limit too.
      { preHandler: app.rateLimit() },
      (request, reply) => {
        const { status, body } = mapError(new AppError('ROUTE_NOT_FOUND'), request.id);
        return reply.code(status).header('cache-control', 'no-store').send(body);
      },
    );
  },
  { name: 'phi-error-handler', dependencies: ['@fastify/rate-limit'] },
);

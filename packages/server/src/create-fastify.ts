import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TrustProxy } from '@phi/runtime';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { refuseNulCharacters } from './nul-guard.ts';
import { generateRequestId, requestIdHeader } from './request-id.ts';

export interface CreateServiceFastifyOptions {
  logger: FastifyBaseLogger;
  trustProxy: TrustProxy;
  /** Largest accepted request body in bytes (JSON APIs: 1 MiB unless a route says more). */
  bodyLimit?: number;
}

export type ServiceFastify = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// A hop count means "trust the N nearest proxies"; Fastify's types only take it as a function.
function toFastifyTrustProxy(
  value: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') {
    return (_address, hop) => hop < value;
  }
  return value;
}

/** The Fastify instance every service starts from: zod schemas, request ids, logger. */
export function createServiceFastify(options: CreateServiceFastifyOptions): ServiceFastify {
  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: toFastifyTrustProxy(options.trustProxy),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Ids come from generateRequestId, which vets the incoming header itself; logs carry
    // them as `reqId` (Fastify's default label).
    requestIdHeader: false,
    genReqId: generateRequestId,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  // A NUL anywhere in the input is a 400 on every route, not a database error (nul-guard.ts).
  app.addHook('preValidation', refuseNulCharacters);
  return app;
}

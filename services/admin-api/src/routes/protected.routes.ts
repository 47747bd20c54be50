import type { FastifyPluginAsync } from 'fastify';
import { meRoutes } from './auth/auth.routes.ts';

/**
 * Every route registered in this scope requires an admin bearer token. New admin resources are
 * registered here; the route-walk test fails for any /api/admin route outside it that is not
 * explicitly public.
 *
 * The check runs in preParsing: after every onRequest hook, so the rate limit (a route-level
 * onRequest hook, which Fastify runs after scope-level ones) counts and refuses a flood before
 * any token is verified or the database asked; and before the body is read, so an
 * unauthenticated client never gets a body parsed.
 */
export const protectedRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preParsing', app.requireAdmin);
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });

  await app.register(meRoutes);
};

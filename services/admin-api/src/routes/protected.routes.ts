import type { FastifyPluginAsync } from 'fastify';
import { meRoutes } from './auth/auth.routes.ts';

/**
 * Every route registered in this scope requires an admin bearer token: the check runs in
 * onRequest, before the body is even read. New admin resources are registered here; the
 * route-walk test fails for any /api/admin route outside it that is not explicitly public.
 */
export const protectedRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });

  await app.register(meRoutes);
};

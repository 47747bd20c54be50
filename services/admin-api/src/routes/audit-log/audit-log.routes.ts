import { auditLogQuerySchema, auditLogResponseSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { listAuditLog } from '@phi/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';

export interface AuditLogRoutesOptions {
  db: Kysely<Database>;
}

// Ours: the audit log page of the admin (docs/architecture.md#audit-log): who changed what, and
// every sign-in success, failure and lockout.
export const auditLogRoutes: FastifyPluginAsyncZod<AuditLogRoutesOptions> = async (app, { db }) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['audit-log'],
        summary:
          'Audit log entries, newest first, by entity type and by person; keyset-paged with nextCursor',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => listAuditLog(db, request.query),
  );
};

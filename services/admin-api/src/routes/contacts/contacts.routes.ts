import { Readable } from 'node:stream';
import { buildCsvFileName, formatCsvDate } from '@phi/contracts';
import {
  adminIdParamsSchema,
  contactEditConflictSchema,
  contactExportQuerySchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactUpdateResponseSchema,
  contactUpdateSchema,
  csvExportBodySchema,
} from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import {
  exportContactsCsv,
  listContactsPage,
  markContactNotSpamAudited,
  updateContactAudited,
} from '@phi/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requireSignedInAdmin } from '../../plugins/auth.ts';

export interface ContactsRoutesOptions {
  db: Kysely<Database>;
}

// spec: chat-news-admin §2 (Contacts) and §7
export const contactsRoutes: FastifyPluginAsyncZod<ContactsRoutesOptions> = async (app, { db }) => {
  app.get(
    '/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary:
          'Contacts, newest first, filtered and paged; totals past the cap are reported as capped',
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => listContactsPage(db, request.query),
  );

  // Ours: "Export all matching", every row the filters match as one CSV, streamed in batches
  // (the spec's export holds only the rows shown; chat-news-admin §7 columns and file name).
  app.get(
    '/contacts/export',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Every contact the filters match as CSV (contacts_{date}.csv), streamed',
        querystring: contactExportQuerySchema,
        response: { 200: csvExportBodySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const fileName = buildCsvFileName('contacts', formatCsvDate());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(exportContactsCsv(db, request.query)));
    },
  );

  app.put(
    '/contacts/:id',
    {
      schema: {
        tags: ['contacts'],
        summary:
          'Update the status, priority, source, notes, assignee and last-contacted date; 409 with the current contact when `version` is not the stored one',
        params: adminIdParamsSchema,
        body: contactUpdateSchema,
        response: {
          200: contactUpdateResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: contactEditConflictSchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      const contact = await updateContactAudited(db, admin.id, request.params.id, request.body);
      return { contact };
    },
  );

  // Ours: suspected spam joins the inbox (docs/architecture.md#departures)
  app.post(
    '/contacts/:id/not-spam',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Mark a suspected spam contact as not spam, moving it into the contacts list',
        params: adminIdParamsSchema,
        response: {
          200: contactUpdateResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = requireSignedInAdmin(request);
      const contact = await markContactNotSpamAudited(db, admin.id, request.params.id);
      return { contact };
    },
  );
};

import { errorBodySchema } from '@phi/contracts/errors';
import { contactRequestSchema, contactResponseSchema } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { submitContact } from '@phi/domain/contacts';
import { strictRateLimit } from '@phi/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';

export interface ContactsRoutesOptions {
  db: Kysely<Database>;
  minFillMs: number;
  limitPerIpPerHour: number;
  limitPerEmailPerHour: number;
}

// spec: site-marketing-careers §7 (POST /api/contacts)
export const contactsRoutes: FastifyPluginAsyncZod<ContactsRoutesOptions> = async (
  app,
  { db, minFillMs, limitPerIpPerHour, limitPerEmailPerHour },
) => {
  app.post(
    '/contacts',
    {
      config: strictRateLimit(limitPerIpPerHour, '1 hour'),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the sales team',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await submitContact(
        { db, log: request.log, minFillMs, limitPerEmailPerHour },
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );
};

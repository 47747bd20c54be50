import { errorBodySchema } from '@phi/contracts/errors';
import {
  applicationSubmissionSchema,
  applicationSubmitResponseSchema,
  applyParamsSchema,
} from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { submitApplication } from '@phi/domain/applications';
import { strictRateLimit } from '@phi/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';

export interface ApplicationsRoutesOptions {
  db: Kysely<Database>;
  limitPerIpPerHour: number;
}

// spec: site-marketing-careers §7 (POST /api/jobs/{jobId}/apply)
export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationsRoutesOptions> = async (
  app,
  { db, limitPerIpPerHour },
) => {
  app.post(
    '/jobs/:jobId/apply',
    {
      config: strictRateLimit(limitPerIpPerHour, '1 hour'),
      schema: {
        tags: ['careers'],
        summary: 'Submit a job application (or a general one) with an uploaded resume',
        params: applyParamsSchema,
        body: applicationSubmissionSchema,
        response: {
          200: applicationSubmitResponseSchema,
          201: applicationSubmitResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, isNew } = await submitApplication(db, request.params.jobId, request.body);
      return reply.code(isNew ? 201 : 200).send({ success: true, id });
    },
  );
};

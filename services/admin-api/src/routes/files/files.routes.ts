import { adminIdParamsSchema } from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { openStoredFile } from './file-download.ts';

export interface FilesRoutesOptions {
  db: Kysely<Database>;
  filesDir: string;
}

// The file's bytes: a stream, which Fastify sends as is (no serializer runs on it).
const fileBodySchema = z.unknown().describe('The stored file, in its stored content type');

// ARCHITECTURE.md departure 2 and issue 5 item 2: private resume download
export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (
  app,
  { db, filesDir },
) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a private stored file (resumes) as an attachment',
        params: adminIdParamsSchema,
        response: { 200: fileBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await openStoredFile(db, filesDir, request.params.id);
      return reply
        .type(file.mimeType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', file.contentDisposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};

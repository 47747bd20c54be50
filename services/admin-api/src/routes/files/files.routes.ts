import { adminIdParamsSchema } from '@phi/contracts/admin';
import { AppError, errorBodySchema } from '@phi/contracts/errors';
import type { Database } from '@phi/db';
import { type FileStore, openStoredFile } from '@phi/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';

export interface FilesRoutesOptions {
  db: Kysely<Database>;
  files: FileStore;
}

// The file's bytes: a stream, which Fastify sends as is (no serializer runs on it).
const fileBodySchema = z.unknown().describe('The stored file, in its stored content type');

// Private files (resumes) are served only here, behind the admin bearer token: the upload
// answers with this route's reference, never a public URL (docs/architecture.md, departures).
export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (
  app,
  { db, files },
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
      const file = await openStoredFile(db, files, request.params.id);
      if (!file) {
        throw new AppError('FILE_NOT_FOUND');
      }
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

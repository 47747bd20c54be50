import multipart from '@fastify/multipart';
import { resumeUpload } from '@phi/contracts/constants';
import { AppError, errorBodySchema } from '@phi/contracts/errors';
import { applicationFormMessages, resumeUploadNotMultipartMessage } from '@phi/contracts/messages';
import {
  applyParamsSchema,
  resumeUploadFileField,
  resumeUploadResponseSchema,
} from '@phi/contracts/public';
import type { Database } from '@phi/db';
import { assertJobAcceptsApplications } from '@phi/domain/jobs';
import type { FileStore } from '@phi/files';
import { strictRateLimit } from '@phi/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { storeResume } from './resume-upload.service.ts';

export interface ResumeUploadRoutesOptions {
  db: Kysely<Database>;
  files: FileStore;
  limitPerIpPerHour: number;
}

// spec: site-marketing-careers §7 (POST /api/jobs/{jobId}/resume-upload, multipart)
export const resumeUploadRoutes: FastifyPluginAsyncZod<ResumeUploadRoutesOptions> = async (
  app,
  { db, files, limitPerIpPerHour },
) => {
  // Registered in this scope only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: resumeUpload.maxBytes,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  app.post(
    '/jobs/:jobId/resume-upload',
    {
      config: strictRateLimit(limitPerIpPerHour, '1 hour'),
      schema: {
        tags: ['careers'],
        summary: 'Upload a resume (PDF, DOCX or plain text, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: applyParamsSchema,
        response: {
          201: resumeUploadResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await assertJobAcceptsApplications(db, request.params.jobId);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', resumeUploadNotMultipartMessage);
      }
      const part = await request.file();
      if (!part || part.fieldname !== resumeUploadFileField) {
        part?.file.resume();
        throw new AppError('VALIDATION_FAILED', undefined, [
          { path: resumeUploadFileField, message: applicationFormMessages.resumeRequired },
        ]);
      }
      const answer = await storeResume(
        { db, files },
        { fileName: part.filename, stream: part.file },
      );
      return reply.code(201).send(answer);
    },
  );
};

import { z } from 'zod';
import { allFilterValue } from '../enums.ts';
import { isoDateTimeSchema, sentinelOptional } from '../schema-helpers.ts';
import { keysetCursorSchema, pageQueryFields } from './list-query.ts';

// Ours: the audit log as staff read it (docs/architecture.md#audit-log). Every admin change and
// every sign-in attempt is written to it (packages/domain/src/audit/audit.service.ts); this
// page lists them newest first, keyset-paged so new rows never shift a page being read.

/** The kinds of record the audit log names (the domain's auditEntityTypes). */
export const auditEntityTypes = [
  'contact',
  'job_application',
  'job',
  'admin_user',
  'news_source',
  'news_article',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** The sign-in outcomes the sign-in code records (success, wrong credentials, throttled). */
export const signInAuditActions = ['sign_in', 'sign_in_failed', 'sign_in_throttled'] as const;

export const auditCursorSchema = keysetCursorSchema(
  'Not a cursor of the audit log',
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
);

export const auditLogQuerySchema = z.object({
  entityType: sentinelOptional(z.enum(auditEntityTypes), [allFilterValue]),
  person: sentinelOptional(z.uuid(), [allFilterValue]).describe(
    'an admin user id: entries by this admin, and entries about their account (sign-in attempts, changes to it)',
  ),
  after: auditCursorSchema
    .optional()
    .describe('nextCursor of the previous page; the page starts after that entry'),
  limit: pageQueryFields.limit,
});
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditFieldChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable().describe('the value before, as text; null when there was none'),
  after: z.string().nullable().describe('the value after, as text; null when there is none'),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditLogEntrySchema = z
  .object({
    id: z.string(),
    createdAt: isoDateTimeSchema,
    action: z.string().describe('create, update, delete, sign_in, sign_in_failed...'),
    entityType: z.string(),
    entityId: z.string().nullable(),
    actor: z
      .object({ id: z.string(), username: z.string() })
      .nullable()
      .describe('who did it; null for a failed or throttled sign-in, or a deleted account'),
    subject: z
      .string()
      .nullable()
      .describe('the record by name: contact or applicant name, job title, username'),
    changes: z.array(auditFieldChangeSchema).describe('each field that changed, before and after'),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z
  .object({
    entries: z.array(auditLogEntrySchema),
    nextCursor: z.string().nullable().describe('pass as `after` for the next (older) page'),
  })
  .meta({ id: 'AuditLogResponse' });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

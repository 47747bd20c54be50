import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as admin from './admin/index.ts';
import * as shared from './index.ts';
import * as jobs from './jobs/index.ts';
import * as publicContracts from './public/index.ts';

function zodExports(module: Record<string, unknown>): [string, z.ZodType][] {
  return Object.entries(module).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );
}

describe('contract modules', () => {
  it('keep admin-only schemas out of the public and shared entry points', () => {
    const adminOnly = [
      'adminLoginRequestSchema',
      'adminContactSchema',
      'adminApplicationSchema',
      'contactListQuerySchema',
      'applicationUpdateSchema',
      'jobFormSchema',
      'dashboardStatsSchema',
      'newsSourceInsertSchema',
      'newsSourcePatchSchema',
      'analyticsQuerySchema',
      'adminUserCreateSchema',
      'ownPasswordChangeSchema',
    ];
    for (const name of adminOnly) {
      expect(name in admin, name).toBe(true);
      expect(name in publicContracts, name).toBe(false);
      expect(name in shared, name).toBe(false);
    }
  });

  it('share the job schema between public and admin', () => {
    expect(admin.jobSchema).toBe(publicContracts.jobSchema);
  });

  it('convert every schema to JSON Schema for OpenAPI, in both directions', () => {
    const all = [...zodExports(publicContracts), ...zodExports(admin), ...zodExports(jobs)];
    expect(all.length).toBeGreaterThan(60);
    for (const [name, schema] of all) {
      for (const io of ['input', 'output'] as const) {
        expect(
          () => z.toJSONSchema(schema, { io, unrepresentable: 'any' }),
          `${name} (${io})`,
        ).not.toThrow();
      }
    }
    // Every component id is unique (a duplicate id makes the registry conversion throw).
    expect(() =>
      z.toJSONSchema(z.globalRegistry, { io: 'input', unrepresentable: 'any' }),
    ).not.toThrow();
  });

  it('document responses without transforms, so their JSON Schema is exact', () => {
    const entities = new Set([
      'jobSchema',
      'newsArticleSchema',
      'newsArticleListSchema',
      'blogPostSchema',
      'blogPostListSchema',
      'chatMessageSchema',
      'adminUserSchema',
      'adminContactSchema',
      'adminApplicationSchema',
      'voiceOptionSchema',
      'personalityTemplateSchema',
    ]);
    const responses = [...zodExports(publicContracts), ...zodExports(admin)].filter(
      ([name]) => name.endsWith('ResponseSchema') || entities.has(name),
    );
    expect(responses.length).toBeGreaterThan(15);
    for (const [name, schema] of responses) {
      expect(() => z.toJSONSchema(schema, { io: 'output' }), name).not.toThrow();
    }
  });

  it('name top-level request and response schemas as OpenAPI components', () => {
    const ids = new Set(
      [...zodExports(publicContracts), ...zodExports(admin), ...zodExports(jobs)]
        .map(([, schema]) => z.globalRegistry.get(schema)?.id)
        .filter((id): id is string => typeof id === 'string'),
    );
    for (const id of [
      'ContactRequest',
      'ContactResponse',
      'ApplicationSubmission',
      'ResumeUploadResponse',
      'ChatRequest',
      'ChatResponse',
      'NewsArticle',
      'VoiceTokenRequest',
      'CompanyTokenRequest',
      'RagIndexResponse',
      'ContactListResponse',
      'ApplicationListResponse',
      'JobForm',
      'DashboardResponse',
      'AdminLoginResponse',
      'NewsFetchAllPayload',
      'NewsSourcePatch',
      'AdminUserCreate',
      'OwnPasswordChange',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deadDatabaseUrl, type TestApp } from './helper.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ databaseUrl: deadDatabaseUrl });
});

afterAll(async () => {
  await testApp.close();
});

describe('admin OpenAPI document', () => {
  it('documents the routes, the bearer scheme and the named components', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.payload);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/admin/analytics',
      '/api/admin/applications',
      '/api/admin/applications/export',
      '/api/admin/applications/{id}',
      '/api/admin/audit-log',
      '/api/admin/contacts',
      '/api/admin/contacts/export',
      '/api/admin/contacts/{id}',
      '/api/admin/contacts/{id}/not-spam',
      '/api/admin/dashboard',
      '/api/admin/files/{id}',
      '/api/admin/health',
      '/api/admin/jobs',
      '/api/admin/jobs/{id}',
      '/api/admin/login',
      '/api/admin/login/totp',
      '/api/admin/logout',
      '/api/admin/me',
      '/api/admin/me/password',
      '/api/admin/me/sessions',
      '/api/admin/me/sessions/sign-out-everywhere',
      '/api/admin/me/sessions/{id}',
      '/api/admin/me/totp',
      '/api/admin/me/totp/confirm',
      '/api/admin/me/totp/disable',
      '/api/admin/me/totp/enrolment',
      '/api/admin/news-articles',
      '/api/admin/news-articles/{id}/featured',
      '/api/admin/news-sources',
      '/api/admin/news-sources/{id}',
      '/api/admin/news-sources/{id}/fetch',
      '/api/admin/news-sources/{id}/logs',
      '/api/admin/ready',
      '/api/admin/refresh',
      '/api/admin/site-health',
      '/api/admin/users',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/email',
      '/api/admin/users/{id}/password-reset',
      '/api/admin/voice/overview',
      '/api/admin/voice/sessions',
    ]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ scheme: 'bearer' });
    expect(document.paths['/api/admin/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/admin/login'].post.security).toBeUndefined();
    // Every route that needs the token says so in the document.
    for (const path of [
      '/api/admin/audit-log',
      '/api/admin/contacts',
      '/api/admin/files/{id}',
      '/api/admin/users',
      '/api/admin/news-sources',
      '/api/admin/news-articles',
      '/api/admin/site-health',
      '/api/admin/voice/sessions',
      '/api/admin/voice/overview',
    ]) {
      expect(document.paths[path].get.security, path).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.paths['/api/admin/news-sources/{id}/fetch'].post.tags).toEqual(['news']);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'AdminLoginRequestInput',
        'AdminLoginResponse',
        'AdminLogoutResponse',
        'AdminRefreshResponse',
        'AdminUser',
        'AdminUserListItem',
        'AnalyticsResponse',
        'ContactListResponse',
        'ContactEditConflict',
        'AuditLogResponse',
        'ApplicationListResponse',
        'DashboardResponse',
        'ErrorBody',
        'NewsSource',
        'NewsSourceInsert',
        'NewsSourceListResponse',
        'NewsFetchLogListResponse',
        'NewsSourceFetchResponse',
        'AdminNewsArticleListResponse',
        'VoiceSessionsResponse',
        'VoiceOverviewResponse',
      ]),
    );
  });

  it('documents the 403 of every protected route: a password to change, a second factor to set up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/openapi.json' });
    const document = JSON.parse(response.payload);
    let protectedOperations = 0;
    for (const [path, operations] of Object.entries<Record<string, Record<string, unknown>>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security) {
          continue;
        }
        protectedOperations += 1;
        const forbidden = (operation.responses as Record<string, { description?: string }>)['403'];
        expect(forbidden, `${method} ${path}`).toBeDefined();
        expect(forbidden?.description, `${method} ${path}`).toContain('PASSWORD_CHANGE_REQUIRED');
        expect(forbidden?.description, `${method} ${path}`).toContain('TOTP_ENROLMENT_REQUIRED');
      }
    }
    expect(protectedOperations).toBeGreaterThan(20);
    // The public routes answer no such 403.
    expect(document.paths['/api/admin/login'].post.responses['403']).toBeUndefined();
  });

  it('serves the docs UI at /api/admin/docs', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/admin/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('swagger-ui-bundle.js');
  });
});

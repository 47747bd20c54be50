import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deadDatabaseUrl, type TestApp } from './helper.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ databaseUrl: deadDatabaseUrl });
});

afterAll(async () => {
  await testApp.close();
});

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json with every route and named components', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.payload);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/contacts',
        '/api/health',
        '/api/jobs',
        '/api/jobs/{id}',
        '/api/jobs/{jobId}/apply',
        '/api/jobs/{jobId}/resume-upload',
        '/api/blog',
        '/api/chat',
        '/api/chat/stream',
        '/api/news',
        '/api/news/featured',
        '/api/news/fetch',
        '/api/news/fetch/{jobId}',
        '/api/ready',
        '/api/analytics/user-actions',
        '/api/monitoring/api-metrics',
        '/api/monitoring/errors',
        '/api/monitoring/interactions',
        '/api/monitoring/performance',
        '/api/monitoring/warnings',
        '/api/voice/token',
        '/api/voice/hotel/token',
        '/api/voice/restaurant/token',
        '/api/voice/hospital/token',
        '/api/voice/company/token',
        '/api/voice/health',
        '/api/rag/upload',
        '/api/rag/index',
        '/api/rag/index/{jobId}',
        '/api/rag/ask',
        '/api/rag/voicebots/{id}',
        '/api/rag/voicebots/{id}/usage',
        '/api/rag/voicebots/{id}/sessions/{sessionId}/transcript',
      ].sort(),
    );
    const schemas = Object.keys(document.components.schemas);
    expect(schemas).toEqual(
      expect.arrayContaining([
        'Job',
        'JobList',
        'ErrorBody',
        'Health',
        'Ready',
        'ContactRequest',
        'ContactResponse',
        'ApplicationSubmission',
        'ApplicationSubmitResponse',
        'ResumeUploadResponse',
        'NewsArticleList',
        'NewsFetchResponse',
        'NewsFetchStatus',
        'BlogPostList',
        'ChatRequest',
        'ChatResponse',
        'VoiceTokenRequest',
        'VoiceTokenResponse',
        'CompanyTokenRequest',
        'CompanyTokenResponse',
        'VoiceHealthResponse',
        'RagUploadResponse',
        'RagIndexRequest',
        'RagIndexAccepted',
        'RagIndexStatus',
        'RagAskRequest',
        'RagAskResponse',
        'VoicebotDetails',
        'VoicebotUsage',
      ]),
    );
    // Admin contracts never reach the public document.
    expect(schemas.some((name) => name.startsWith('Admin'))).toBe(false);
    expect(
      document.paths['/api/jobs'].get.responses['200'].content['application/json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/JobList',
    });
  });

  it('serves the docs UI with its own CSP and its static assets', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.payload).toContain('swagger-ui-bundle.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');

    const bundle = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
  });
});

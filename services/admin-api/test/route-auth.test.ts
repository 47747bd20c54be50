import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededDatabase, createTestApp, type TestApp, type TestDatabase } from './helper.ts';

// The only /api/admin routes reachable without a token. Adding one here is a security
// decision: refresh and logout authenticate by the refresh cookie behind the cross-site guard
// (session.test.ts proves both); the sign-in's second step takes the password step's signed,
// five-minute challenge instead (second-factor.test.ts).
const publicRoutes = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/totp',
  'POST /api/admin/refresh',
  'POST /api/admin/logout',
  'GET /api/admin/health',
  'GET /api/admin/ready',
  'GET /api/admin/openapi.json',
]);
const isDocsRoute = (url: string) =>
  url === '/api/admin/docs' || url.startsWith('/api/admin/docs/');

// HEAD mirrors a public GET.
const isPublic = (method: string, url: string) =>
  publicRoutes.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);

let testDb: TestDatabase;
let testApp: TestApp;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  testDb = await createSeededDatabase();
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method, url: route.url });
      }
    },
  });
  await testApp.app.ready();
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

function concreteUrl(url: string): string {
  // Fill path parameters and wildcards with harmless values.
  return url.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');
}

describe('every admin route requires a token', () => {
  it('collected the routes', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'POST /api/admin/login',
        'GET /api/admin/audit-log',
        'GET /api/admin/site-health',
        'GET /api/admin/voice/sessions',
        'GET /api/admin/voice/overview',
      ]),
    );
  });

  it('answers 401 without a token on every route outside the allow-list', async () => {
    const guarded = routes.filter(
      (route) =>
        route.url.startsWith('/api/admin') &&
        !isPublic(route.method, route.url) &&
        !isDocsRoute(route.url),
    );
    expect(guarded.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of guarded) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        remoteAddress: '10.20.0.1',
      });
      // HEAD answers carry no body: the status alone must say 401.
      const code = route.method === 'HEAD' ? 'UNAUTHORIZED' : response.json().code;
      if (response.statusCode !== 401 || code !== 'UNAUTHORIZED') {
        failures.push(`${route.method} ${route.url} answered ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps no route outside /api/admin', () => {
    const outside = routes.filter((route) => !route.url.startsWith('/api/admin'));
    expect(outside).toEqual([]);
  });
});

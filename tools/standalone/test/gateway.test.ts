import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/gateway.ts';
import { webHeaderContentSecurityPolicy } from '../src/security-headers.ts';

const root = mkdtempSync(join(tmpdir(), 'phi-gateway-'));
const webDir = join(root, 'web');
const adminDir = join(root, 'admin');

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

async function echoUpstream(name: string): Promise<FastifyInstance> {
  const upstream = Fastify();
  upstream.all('/*', async (request) => ({
    name,
    url: request.url,
    forwardedFor: request.headers['x-forwarded-for'] ?? null,
    body: request.body ?? null,
  }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  return upstream;
}

const urlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

let gateway: FastifyInstance;
let publicApi: FastifyInstance;
let adminApi: FastifyInstance;

beforeAll(async () => {
  write(join(webDir, 'index.html'), '<h1>home</h1>');
  write(join(webDir, 'services/index.html'), '<h1>services</h1>');
  write(join(webDir, '__spa-fallback.html'), '<div id="spa"></div>');
  write(join(webDir, 'assets/app-abc123.js'), 'console.log(1)');
  write(
    join(webDir, 'route-patterns.json'),
    JSON.stringify({ patterns: ['/', '/services', '/careers/apply/:jobId', '*'] }),
  );
  write(join(adminDir, 'index.html'), '<div id="admin"></div>');
  write(join(adminDir, 'assets/admin-1.js'), 'console.log(2)');
  write(join(root, 'secret.txt'), 'do not serve');
  write(join(webDir, '.vite/manifest.json'), '{"internal":"do not serve"}');
  publicApi = await echoUpstream('public');
  adminApi = await echoUpstream('admin');
  gateway = await buildGateway({
    webDir,
    adminDir,
    publicApiUrl: urlOf(publicApi),
    adminApiUrl: urlOf(adminApi),
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await gateway.close();
  await publicApi.close();
  await adminApi.close();
  rmSync(root, { recursive: true, force: true });
});

describe('gateway', () => {
  it('serves prerendered routes with and without a trailing slash', async () => {
    for (const url of ['/', '/services', '/services/']) {
      const response = await gateway.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await gateway.inject({ url: '/services' })).body).toContain('services');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await gateway.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers dynamic routes with the SPA shell and unknown paths with 404 and the shell', async () => {
    const known = await gateway.inject({ url: '/careers/apply/general?x=1' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('id="spa"');
    const unknown = await gateway.inject({ url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('id="spa"');
  });

  it('never serves files outside the build or the fallback under its own name', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/.vite/manifest.json',
    ]) {
      const response = await gateway.inject({ url });
      expect(response.body, url).not.toContain('do not serve');
    }
    const direct = await gateway.inject({ url: '/__spa-fallback.html' });
    expect(direct.statusCode).toBe(404);
  });

  it('serves the admin SPA under /admin with an index fallback', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/contacts?page=2']) {
      const response = await gateway.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('id="admin"');
    }
    const asset = await gateway.inject({ url: '/admin/assets/admin-1.js' });
    expect(asset.body).toContain('console.log(2)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await gateway.inject({ url: '/admin/assets/gone-1.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('id="admin"');
  });

  it('sends a strict CSP with the admin app and frame protection everywhere', async () => {
    const admin = await gateway.inject({ url: '/admin/login' });
    expect(admin.headers['content-security-policy']).toContain("script-src 'self'");
    expect(admin.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const url of ['/', '/services', '/no-such-page']) {
      const site = await gateway.inject({ url });
      expect(site.headers['x-frame-options'], url).toBe('DENY');
      expect(site.headers['x-content-type-options'], url).toBe('nosniff');
      // The script policy is in each page's <meta>; the header adds what a <meta> cannot say.
      expect(site.headers['content-security-policy'], url).toBe(webHeaderContentSecurityPolicy);
    }
  });

  it('proxies /api/admin to the admin API and the rest of /api to the public API', async () => {
    const admin = await gateway.inject({
      url: '/api/admin/login',
      method: 'POST',
      payload: { a: 1 },
    });
    expect(admin.json()).toMatchObject({ name: 'admin', url: '/api/admin/login', body: { a: 1 } });
    const publicAnswer = await gateway.inject({ url: '/api/jobs?x=1' });
    expect(publicAnswer.json()).toMatchObject({ name: 'public', url: '/api/jobs?x=1' });
    expect(publicAnswer.json().forwardedFor).toBe('127.0.0.1');
    const adminLike = await gateway.inject({ url: '/api/administrator' });
    expect(adminLike.json()).toMatchObject({ name: 'public' });
  });
});

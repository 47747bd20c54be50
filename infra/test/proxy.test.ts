import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  adminContentSecurityPolicy,
  staticSecurityHeaders,
  webHeaderContentSecurityPolicy,
} from '@phi/standalone/security-headers';
import { describe, expect, it } from 'vitest';
import { readCompose, repoRoot } from './compose-file.ts';

const read = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');

function addHeaders(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of conf.matchAll(/add_header ([\w-]+) "([^"]*)"/g)) {
    headers[(match[1] as string).toLowerCase()] = match[2] as string;
  }
  return headers;
}

/** Location blocks of an nginx server block, with their bodies (no nesting in our configs). */
function locations(conf: string): { name: string; body: string }[] {
  return [...conf.matchAll(/location ([^{]+)\{([^}]*)\}/g)].map((m) => ({
    name: (m[1] as string).trim(),
    body: m[2] as string,
  }));
}

describe('compose proxy', () => {
  it('routes the one origin as ARCHITECTURE.md maps it', () => {
    const conf = read('infra/proxy/gateway.conf');
    expect(conf).toMatch(/location \/api\/admin\/ \{ proxy_pass http:\/\/admin_api; \}/);
    expect(conf).toMatch(/location \/api\/ \{ proxy_pass http:\/\/public_api; \}/);
    expect(conf).toMatch(/location \/admin\/ \{ proxy_pass http:\/\/admin; \}/);
    expect(conf).toMatch(/location \/ \{ proxy_pass http:\/\/web; \}/);
  });

  it('replaces a client-sent X-Forwarded-For and the APIs trust exactly one hop', () => {
    const conf = read('infra/proxy/gateway.conf');
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    const compose = readCompose();
    for (const name of ['public-api', 'admin-api']) {
      expect(compose.services[name]?.environment?.TRUST_PROXY).toBe('1');
    }
  });
});

describe('SPA nginx configs', () => {
  it('send the same security headers as the standalone gateway', () => {
    expect(addHeaders(read('infra/proxy/security-headers.conf'))).toEqual(staticSecurityHeaders);
    expect(addHeaders(read('infra/proxy/admin-csp.conf'))).toEqual({
      'content-security-policy': adminContentSecurityPolicy,
    });
    expect(addHeaders(read('infra/proxy/web-csp.conf'))).toEqual({
      'content-security-policy': webHeaderContentSecurityPolicy,
    });
  });

  it.each(['infra/proxy/spa-web.conf', 'infra/proxy/spa-admin.conf'])(
    '%s includes the security headers in every location that serves files',
    (path) => {
      const serving = locations(read(path)).filter((l) => !l.body.includes('return 404'));
      expect(serving.length).toBeGreaterThan(0);
      for (const location of serving) {
        expect(location.body, location.name).toContain('security-headers.conf');
      }
    },
  );

  it('serves the admin app with its CSP and never serves build internals of the site', () => {
    const admin = locations(read('infra/proxy/spa-admin.conf')).find((l) => l.name === '/admin');
    expect(admin?.body).toContain('admin-csp.conf');
    const pages = locations(read('infra/proxy/spa-web.conf')).find((l) => l.name === '/');
    expect(pages?.body).toContain('web-csp.conf');
    expect(read('infra/proxy/spa-web.conf')).toContain('location ~ /\\. { return 404; }');
    expect(read('infra/docker/spa.Dockerfile')).toContain(
      'COPY infra/proxy/security-headers.conf infra/proxy/admin-csp.conf infra/proxy/web-csp.conf /etc/nginx/snippets/',
    );
  });
});

import { extname } from 'node:path';
import {
  adminContentSecurityPolicy,
  staticSecurityHeaders,
  webHeaderContentSecurityPolicy,
} from '@phi/standalone/security-headers';
import { describe, expect, it } from 'vitest';
import { webRouteVariable } from '../proxy/web-routes.ts';
import { readCompose } from './compose-file.ts';
import { directives, locationFor, locations, readRepoFile as read } from './nginx-conf.ts';

function addHeaders(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of conf.matchAll(/add_header ([\w-]+) "([^"]*)"/g)) {
    headers[(match[1] as string).toLowerCase()] = match[2] as string;
  }
  return headers;
}

describe('compose proxy', () => {
  it('routes the one origin as the standalone gateway does', () => {
    const conf = read('infra/proxy/gateway.conf');
    const upstreamOf = (uri: string) =>
      directives(locationFor(conf, uri)?.body ?? '', 'proxy_pass');
    expect(upstreamOf('/api/admin/me')).toEqual([['http://admin_api']]);
    expect(upstreamOf('/api/news')).toEqual([['http://public_api']]);
    expect(upstreamOf('/admin/login')).toEqual([['http://admin']]);
    expect(upstreamOf('/blog')).toEqual([['http://web']]);
  });

  it("forwards the host with its port, as the admin API's same-origin check compares it", () => {
    const conf = read('infra/proxy/gateway.conf');
    expect(conf).toContain('proxy_set_header Host $http_host;');
    expect(conf).toContain('proxy_set_header X-Forwarded-Host $http_host;');
    expect(conf).not.toMatch(/proxy_set_header [\w-]*Host \$host;/);
  });

  it('compresses pages, scripts and JSON like the standalone gateway', () => {
    const conf = read('infra/proxy/gateway.conf');
    expect(conf).toContain('gzip on;');
    // Answers come from other nginx servers and the APIs: compress proxied ones too.
    expect(conf).toContain('gzip_proxied any;');
    expect(conf).toMatch(/gzip_types [^;]*application\/javascript[^;]*application\/json/);
  });

  it('streams the chat answer unbuffered and uncompressed', () => {
    const conf = read('infra/proxy/gateway.conf');
    const stream = locationFor(conf, '/api/chat/stream')?.body ?? '';
    expect(stream).toContain('proxy_pass http://public_api;');
    expect(stream).toContain('proxy_buffering off;');
    // A proxy_set_header here would drop the server-level ones (nginx inherits all or none).
    expect(stream).not.toContain('proxy_set_header');
    expect(conf).not.toMatch(/gzip_types [^;]*text\/event-stream/);
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

// ADMIN_HOST_NAME (docker-compose.yml): the image fills the template in at start; nginx then
// gives each request a role by its host ($phi_host_role), and each location refuses or
// redirects the roles it must not serve.
describe('compose proxy with an admin host name', () => {
  const conf = read('infra/proxy/gateway.conf');

  /** The map's answer for a host, as nginx computes it, with the setting filled in. */
  function roleOf(host: string, adminHostName: string): string {
    const block = conf.match(
      /map "\$host\|\$\{ADMIN_HOST_NAME\}" \$phi_host_role \{([^}]*)\}/,
    )?.[1];
    expect(block).toBeDefined();
    const subject = `${host}|${adminHostName}`;
    let fallback = '';
    for (const line of (block ?? '').split('\n').map((entry) => entry.trim())) {
      const entry = line.match(/^"~(.*)" (\w+);$/);
      if (entry && new RegExp(entry[1] as string).test(subject)) {
        return entry[2] as string;
      }
      fallback = line.match(/^default (\w+);$/)?.[1] ?? fallback;
    }
    return fallback;
  }

  /** What a location does for a role: 'proxy', or the status its `if` returns. */
  function answerFor(uri: string, role: string): string {
    const body = locationFor(conf, uri)?.body ?? '';
    for (const rule of body.matchAll(/if \(\$phi_host_role = (\w+)\) \{ return (\d+)[^}]*\}/g)) {
      if (rule[1] === role) {
        return rule[2] as string;
      }
    }
    return body.includes('proxy_pass') ? 'proxy' : 'none';
  }

  it('is mounted as a template with the setting, empty by default', () => {
    const proxy = readCompose().services.proxy;
    expect(proxy?.volumes).toContain(
      './infra/proxy/gateway.conf:/etc/nginx/templates/default.conf.template:ro',
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation syntax
    expect(proxy?.environment?.ADMIN_HOST_NAME).toBe('${ADMIN_HOST_NAME:-}');
    // The only template variable: nginx's own ($host, $request_uri) are left alone.
    expect([...conf.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1])).toEqual(
      expect.arrayContaining(['ADMIN_HOST_NAME']),
    );
    expect(new Set([...conf.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]))).toEqual(
      new Set(['ADMIN_HOST_NAME']),
    );
  });

  it('serves everything on every host while the setting is empty', () => {
    expect(roleOf('localhost', '')).toBe('shared');
    for (const uri of ['/api/admin/me', '/api/news', '/api/chat/stream', '/admin/login', '/blog']) {
      expect(answerFor(uri, 'shared'), uri).toBe('proxy');
    }
  });

  it('answers the admin app and its API only on the admin host, and nothing else there', () => {
    expect(roleOf('admin.phi.example', 'admin.phi.example')).toBe('admin');
    expect(roleOf('www.phi.example', 'admin.phi.example')).toBe('public');
    // A host that merely contains the admin host's name is no admin host.
    expect(roleOf('admin.phi.example.evil.example', 'admin.phi.example')).toBe('public');
    expect(roleOf('evil-admin.phi.example', 'admin.phi.example')).toBe('public');

    expect(answerFor('/api/admin/login', 'admin')).toBe('proxy');
    expect(answerFor('/admin/login', 'admin')).toBe('proxy');
    expect(answerFor('/admin', 'admin')).toBe('proxy');
    expect(answerFor('/api/news', 'admin')).toBe('404');
    expect(answerFor('/api/chat/stream', 'admin')).toBe('404');
    expect(answerFor('/blog', 'admin')).toBe('308');

    expect(answerFor('/api/admin/login', 'public')).toBe('404');
    expect(answerFor('/admin/login', 'public')).toBe('308');
    expect(answerFor('/admin', 'public')).toBe('308');
    expect(answerFor('/api/news', 'public')).toBe('proxy');
    expect(answerFor('/blog', 'public')).toBe('proxy');
    expect(locationFor(conf, '/admin/login')?.body).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the nginx template's variable
      'return 308 https://${ADMIN_HOST_NAME}$request_uri;',
    );
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
        expect(location.body, location.match).toContain('security-headers.conf');
      }
    },
  );

  it('serves the admin app with its CSP and never serves build internals of the site', () => {
    const admin = locations(read('infra/proxy/spa-admin.conf')).find((l) => l.match === '/admin');
    expect(admin?.body).toContain('admin-csp.conf');
    const pages = locations(read('infra/proxy/spa-web.conf')).find((l) => l.match === '/');
    expect(pages?.body).toContain('web-csp.conf');
    expect(read('infra/proxy/spa-web.conf')).toContain('location ~ /\\. { return 404; }');
    expect(read('infra/docker/spa.Dockerfile')).toContain(
      'COPY infra/proxy/security-headers.conf infra/proxy/admin-csp.conf infra/proxy/web-csp.conf /etc/nginx/snippets/',
    );
  });

  // A try_files fallback, an error_page or a `rewrite ... last` is a new request that picks its
  // own location: the headers have to be on the location it lands in.
  it.each([
    ['infra/proxy/spa-web.conf', 'web-csp.conf'],
    ['infra/proxy/spa-admin.conf', 'admin-csp.conf'],
  ])('%s sends the headers with a page another location hands over', (path, csp) => {
    const conf = read(path);
    const handedOver = [
      ...locations(conf).flatMap((l) => directives(l.body, 'try_files').map((a) => a.at(-1))),
      ...directives(conf, 'error_page').map((args) => args.at(-1)),
      ...directives(conf, 'rewrite')
        .filter((args) => args.at(-1) === 'last')
        .map((args) => args[1]),
    ].filter((target): target is string => target?.startsWith('/') ?? false);
    expect(handedOver.length).toBeGreaterThan(0);
    for (const target of handedOver) {
      const landing = locationFor(conf, target);
      expect(landing?.body, target).toContain('security-headers.conf');
      expect(landing?.body, target).toContain(csp);
    }
  });

  it.each(['infra/proxy/spa-web.conf', 'infra/proxy/spa-admin.conf'])(
    '%s never lets a 404 be cached as an immutable asset',
    (path) => {
      const immutable = read(path)
        .split('\n')
        .filter((line) => line.includes('immutable'));
      expect(immutable.length).toBeGreaterThan(0);
      for (const line of immutable) {
        expect(line.trim()).not.toMatch(/\balways;$/);
      }
    },
  );
});

// The standalone gateway (tools/standalone/src/gateway.ts) answers a path no web route serves
// with 404 and the SPA shell, and a route without a prerendered page with 200 and the shell.
describe('unknown paths, as the standalone gateway answers them', () => {
  const web = read('infra/proxy/spa-web.conf');
  const fallback = '/__spa-fallback.html';

  it('site: the route map comes first, and files, then routes, then 404 with the shell', () => {
    const included = directives(web.slice(0, web.indexOf('server {')), 'include');
    expect(included).toEqual([['/etc/nginx/snippets/web-routes.conf']]);
    const pages = locationFor(web, '/no-such-page');
    expect(directives(pages?.body ?? '', 'try_files')).toEqual([
      ['$uri', '$uri/index.html', '@route-shell'],
    ]);
    const shell = locations(web).find((l) => l.match === '@route-shell')?.body ?? '';
    expect(shell).toMatch(
      new RegExp(`if \\(\\${webRouteVariable}\\) \\{\\s*rewrite \\^ ${fallback} last;\\s*\\}`),
    );
    expect(directives(shell, 'return')).toEqual([['404']]);
    expect(directives(web, 'error_page')).toEqual([['404', fallback]]);
  });

  it('site: the shell is never served under its own name', () => {
    const shell = locationFor(web, fallback);
    expect(shell?.modifier).toBe('=');
    expect(shell?.body).toMatch(/^\s*internal;/);
  });

  it('site: the image writes the route map from the list the web build emits for the gateway', () => {
    const dockerfile = read('infra/docker/spa.Dockerfile');
    expect(dockerfile).toContain(
      `node infra/proxy/write-web-routes.ts "apps/web/\${OUT_DIR}/route-patterns.json" /nginx-snippets/web-routes.conf`,
    );
    expect(dockerfile).toContain('COPY --from=build /nginx-snippets/ /etc/nginx/snippets/');
    expect(readCompose().services.web?.build?.args?.OUT_DIR).toBe('build/client');
    // The file the web build writes into build/client and the standalone gateway reads.
    expect(read('apps/web/react-router.config.ts')).toMatch(
      /'client'[\s\S]*'route-patterns\.json'/,
    );
    expect(read('tools/standalone/src/gateway.ts')).toContain("'route-patterns.json'");
  });

  it('admin: every route gets the shell; a missing file is a 404, as by its extension', () => {
    const admin = read('infra/proxy/spa-admin.conf');
    const fileRule = locations(admin).find((l) => l.modifier === '~');
    expect(directives(fileRule?.body ?? '', 'try_files')).toEqual([['$uri', '=404']]);
    const paths = [
      '/admin/login',
      '/admin/contacts/42',
      '/admin/v1.2/list',
      '/admin/.hidden',
      '/admin/favicon.svg',
      '/admin/x/app.js',
      '/admin/a.',
      '/admin/report.tar.gz',
    ];
    for (const path of paths) {
      const isFile = extname(path.slice('/admin'.length)) !== '';
      expect(locationFor(admin, path)?.match === fileRule?.match, path).toBe(isFile);
    }
    expect(locationFor(admin, '/admin/login')?.match).toBe('/admin');
    expect(directives(locationFor(admin, '/admin/login')?.body ?? '', 'try_files')).toEqual([
      ['$uri', '/index.html'],
    ]);
    expect(locationFor(admin, '/admin/assets/index-1.js')?.modifier).toBe('^~');
  });
});

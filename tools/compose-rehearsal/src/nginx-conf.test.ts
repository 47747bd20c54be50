import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './compose-file.ts';
import {
  listenPortsOf,
  mainNginxConf,
  type NginxRewrite,
  rewriteNginxConf,
  unprivilegedNginxConf,
} from './nginx-conf.ts';

const read = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');

const rewrite: NginxRewrite = {
  resolvePath: (path) =>
    path.startsWith('/usr/share/nginx/html') ? `/checkout/build${path.slice(21)}` : `/run${path}`,
  listenPorts: new Map([[8080, 41000]]),
  servicePorts: new Map([
    ['public-api', new Map([[3001, 41001]])],
    ['admin-api', new Map([[3002, 41002]])],
    ['web', new Map([[8080, 41003]])],
    ['admin', new Map([[8080, 41004]])],
    ['livekit', new Map()],
  ]),
};

/** The lines a rewrite changed, as [before, after]. */
function changedLines(before: string, after: string): [string, string][] {
  const old = before.split('\n');
  const next = after.split('\n');
  expect(next).toHaveLength(old.length);
  return old.flatMap((line, index): [string, string][] =>
    line === next[index] ? [] : [[line.trim(), (next[index] ?? '').trim()]],
  );
}

describe('rewriteNginxConf on the files of infra/proxy', () => {
  it('gateway.conf: only the upstream addresses and the listen port change', () => {
    const conf = read('infra/proxy/gateway.conf');
    expect(changedLines(conf, rewriteNginxConf(conf, rewrite))).toEqual([
      [
        'upstream public_api { server public-api:3001; }',
        'upstream public_api { server 127.0.0.1:41001; }',
      ],
      [
        'upstream admin_api { server admin-api:3002; }',
        'upstream admin_api { server 127.0.0.1:41002; }',
      ],
      ['upstream web { server web:8080; }', 'upstream web { server 127.0.0.1:41003; }'],
      ['upstream admin { server admin:8080; }', 'upstream admin { server 127.0.0.1:41004; }'],
      ['listen 8080;', 'listen 127.0.0.1:41000;'],
    ]);
  });

  it.each(['infra/proxy/spa-web.conf', 'infra/proxy/spa-admin.conf'])(
    '%s: only listen, root, alias and include paths change',
    (path) => {
      const conf = read(path);
      const changes = changedLines(conf, rewriteNginxConf(conf, rewrite));
      expect(changes.length).toBeGreaterThan(0);
      for (const [before, after] of changes) {
        const [directive] = before.split(/\s+/);
        expect(['listen', 'root', 'alias', 'include']).toContain(directive);
        expect(after.split(/\s+/)[0]).toBe(directive);
        expect(after).not.toMatch(/ \/(etc|usr)\//);
      }
      expect(changes).toContainEqual(['listen 8080;', 'listen 127.0.0.1:41000;']);
      expect(changes).toContainEqual(['root /usr/share/nginx/html;', 'root /checkout/build;']);
    },
  );

  it('leaves comments, named upstreams and unrelated directives alone', () => {
    const conf = [
      '# include /etc/nginx/x.conf; listen 80;',
      'server_tokens off; location / { proxy_pass http://web; }',
      '  "~^/+root/*(?:\\?.*)?$" 1; # /root',
      'location / { include /etc/nginx/a.conf; } # root /x',
    ].join('\n');
    expect(rewriteNginxConf(conf, rewrite).split('\n')).toEqual([
      '# include /etc/nginx/x.conf; listen 80;',
      'server_tokens off; location / { proxy_pass http://web; }',
      '  "~^/+root/*(?:\\?.*)?$" 1; # /root',
      'location / { include /run/etc/nginx/a.conf; } # root /x',
    ]);
  });

  it('rewrites proxy_pass to a compose address and refuses one the rehearsal does not run', () => {
    expect(rewriteNginxConf('proxy_pass http://admin-api:3002/x;', rewrite)).toBe(
      'proxy_pass http://127.0.0.1:41002/x;',
    );
    expect(() => rewriteNginxConf('server livekit:7880;', rewrite)).toThrow(/does not run/);
    expect(() => rewriteNginxConf('server web:9999;', rewrite)).toThrow(/does not run/);
    expect(rewriteNginxConf('server 10.0.0.1:80;', rewrite)).toBe('server 10.0.0.1:80;');
  });

  it('refuses listen forms it cannot move to loopback', () => {
    expect(() => rewriteNginxConf('listen [::]:8080;', rewrite)).toThrow(/listen <port>/);
    expect(() => rewriteNginxConf('listen 9090;', rewrite)).toThrow(/container port 9090/);
    expect(rewriteNginxConf('listen 0.0.0.0:8080 default_server;', rewrite)).toBe(
      'listen 127.0.0.1:41000 default_server;',
    );
  });
});

describe('the image main configuration', () => {
  it('puts pid, temporary files, logs and includes where the rewrite sends them', () => {
    const conf = rewriteNginxConf(mainNginxConf(undefined), rewrite);
    for (const line of conf.split('\n').filter((l) => /^\s*[a-z_]+\s+\//.test(l))) {
      expect(line).toMatch(/\s\/run\//);
    }
    expect(conf).toContain('include /run/etc/nginx/conf.d/*.conf;');
    expect(conf).toContain('pid        /run/tmp/nginx.pid;');
    expect(listenPortsOf(conf)).toEqual([]);
  });

  it('names the user only when one is given (as root)', () => {
    expect(unprivilegedNginxConf).not.toMatch(/^\s*user\s/m);
    expect(mainNginxConf('root').split('\n')[0]).toBe('user root;');
  });

  it('reads the listen ports of a configuration as written', () => {
    expect(listenPortsOf(read('infra/proxy/gateway.conf'))).toEqual([8080]);
    expect(listenPortsOf('listen 80; # listen 81;\nlisten 0.0.0.0:82 default_server;')).toEqual([
      80, 82,
    ]);
  });
});

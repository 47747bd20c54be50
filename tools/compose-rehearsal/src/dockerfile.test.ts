import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './compose-file.ts';
import { runtimeStage, stageCommand, stageCopies, stageEnv, stageWorkdir } from './dockerfile.ts';

const read = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');

describe('runtimeStage', () => {
  it('takes the last stage with global and stage arguments substituted', () => {
    const text = [
      '# syntax=docker/dockerfile:1.7',
      'ARG BASE=node:24-slim',
      `FROM \${BASE} AS build`,
      'RUN echo \\',
      '  continued',
      `FROM \${BASE} AS runtime`,
      'ARG APP',
      'ARG MODE=prod',
      'ENV NODE_ENV=production LABEL="a b"',
      'ENV OLD legacy form',
      'WORKDIR /app',
      `COPY --from=build --chown=node:node /out/\${APP} /app`,
      `CMD ["node", "dist/\${APP}.js"]`,
    ].join('\n');
    const stage = runtimeStage(text, { APP: 'web' });
    expect(stage.from).toBe('node:24-slim');
    expect(stage.name).toBe('runtime');
    expect(stageEnv(stage)).toEqual({
      NODE_ENV: 'production',
      LABEL: 'a b',
      OLD: 'legacy form',
    });
    expect(stageWorkdir(stage)).toBe('/app');
    expect(stageCopies(stage)).toEqual([
      { from: 'build', sources: ['/out/web'], destination: '/app' },
    ]);
    expect(stageCommand(stage)).toEqual(['node', 'dist/web.js']);
  });

  it('refuses what it does not understand rather than guess', () => {
    expect(() => runtimeStage('RUN true')).toThrow(/no FROM/);
    expect(() => stageCommand(runtimeStage('FROM x\nCMD node main.js'))).toThrow(/exec form/);
    expect(() => stageCopies(runtimeStage('FROM x\nADD a.tar /'))).toThrow(/only COPY/);
  });
});

// What the runner takes from the repository's Dockerfiles, and what it reproduces of their
// build stages (src/nginx-image.ts, src/topology.ts): a change here must change the runner.
describe('the Dockerfiles the rehearsal reads', () => {
  it('service.Dockerfile: /app is the package with its dist/, run by node', () => {
    const text = read('infra/docker/service.Dockerfile');
    const stage = runtimeStage(text, { SERVICE: 'public-api' });
    expect(stage.from).toMatch(/^node:/);
    expect(stageWorkdir(stage)).toBe('/app');
    expect(stageEnv(stage)).toEqual({ NODE_ENV: 'production' });
    expect(stageCommand(stage)).toEqual(['node', '--enable-source-maps', 'dist/server.js']);
    expect(text).toContain(`cp -r "services/\${SERVICE}/dist" /out/dist`);
    expect(stageCopies(stage)).toEqual([{ from: 'build', sources: ['/out'], destination: '/app' }]);
  });

  it('spa.Dockerfile: its nginx files, the route map of the build stage and the build output', () => {
    const text = read('infra/docker/spa.Dockerfile');
    const stage = runtimeStage(text, { APP: 'web', OUT_DIR: 'build/client' });
    expect(stage.from).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(stageCopies(stage)).toEqual([
      {
        from: undefined,
        sources: ['infra/proxy/spa-web.conf'],
        destination: '/etc/nginx/conf.d/default.conf',
      },
      {
        from: undefined,
        sources: [
          'infra/proxy/security-headers.conf',
          'infra/proxy/admin-csp.conf',
          'infra/proxy/web-csp.conf',
        ],
        destination: '/etc/nginx/snippets/',
      },
      { from: 'build', sources: ['/nginx-snippets/'], destination: '/etc/nginx/snippets/' },
      {
        from: 'build',
        sources: ['/repo/apps/web/build/client'],
        destination: '/usr/share/nginx/html',
      },
    ]);
    expect(text).toContain('WORKDIR /repo');
    expect(text).toContain(
      `node infra/proxy/write-web-routes.ts "apps/web/\${OUT_DIR}/route-patterns.json" /nginx-snippets/web-routes.conf`,
    );
  });
});

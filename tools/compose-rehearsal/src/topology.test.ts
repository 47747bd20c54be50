import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeEnvironment, readCompose, repoRoot } from './compose-file.ts';
import { imageFiles } from './nginx-image.ts';
import { healthUrl, hostEnvironment, nodeProcess, planServices } from './topology.ts';

const compose = readCompose();
const services = planServices(compose);
const byName = (name: string) => {
  const service = services.find((s) => s.name === name);
  if (!service) {
    throw new Error(`docker-compose.yml has no ${name}`);
  }
  return service;
};
const variables = { JWT_SECRET: 'x'.repeat(48), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'pw' };

describe('planServices on docker-compose.yml', () => {
  it('runs every deployable, provides postgres and redis, leaves livekit out', () => {
    expect(Object.fromEntries(services.map((s) => [s.name, s.kind]))).toEqual({
      postgres: 'postgres',
      redis: 'redis',
      livekit: 'not-run',
      migrate: 'node',
      'public-api': 'node',
      'admin-api': 'node',
      'news-worker': 'node',
      // In the `voice` profile: plain `docker compose up` leaves it out.
      'voice-agent': 'not-run',
      web: 'nginx',
      admin: 'nginx',
      proxy: 'nginx',
    });
  });

  it('says why it leaves the voice agent out: its compose profile', () => {
    expect(byName('voice-agent').reason).toBe(
      'in compose profile voice, which `docker compose up` does not start',
    );
  });

  it.each([
    ['migrate', 'admin-api', 'dist/migrate.js'],
    ['public-api', 'public-api', 'dist/server.js'],
    ['admin-api', 'admin-api', 'dist/server.js'],
    ['news-worker', 'news-worker', 'dist/main.js'],
  ])('%s runs %s/%s with the image environment', (name, folder, entry) => {
    const { cwd, argv, imageEnv } = nodeProcess(byName(name));
    expect(cwd).toBe(resolve(repoRoot, 'services', folder));
    expect(argv).toEqual(['--enable-source-maps', entry]);
    expect(imageEnv).toEqual({ NODE_ENV: 'production' });
  });
});

describe('hostEnvironment', () => {
  const mapping = {
    serviceUrls: {
      postgres: 'postgres://root@127.0.0.1:5432/phi_compose_rehearsal_1',
      redis: 'redis://127.0.0.1:6379/7',
    },
    serviceNames: services.map((s) => s.name),
    mounts: { '/data/files': '/tmp/run/volumes/private-files' },
    port: 41001,
  };

  it("maps public-api's compose environment onto this machine and changes nothing else", () => {
    const composeEnv = composeEnvironment(byName('public-api').compose, variables);
    const { LIVEKIT_URL, ...env } = composeEnv;
    expect(LIVEKIT_URL).toBe('ws://livekit:7880');
    // No LiveKit here: public-api runs without voice (its token routes answer 503).
    expect(hostEnvironment(composeEnv, { ...mapping, notRun: ['livekit'] })).toEqual({
      ...env,
      PORT: '41001',
      HOST: '127.0.0.1',
      DATABASE_URL: mapping.serviceUrls.postgres,
      REDIS_URL: mapping.serviceUrls.redis,
      FILES_DIR: '/tmp/run/volumes/private-files',
    });
  });

  it('gives the worker the Redis queue and the shared files, with no port', () => {
    const env = composeEnvironment(byName('news-worker').compose, variables);
    expect(hostEnvironment(env, { ...mapping, port: undefined })).toMatchObject({
      QUEUE_BACKEND: 'redis',
      REDIS_URL: mapping.serviceUrls.redis,
      FILES_DIR: '/tmp/run/volumes/private-files',
    });
  });

  it("keeps an application's own database login, and stands this machine's user for the owner", () => {
    const withUsers = { ...mapping, serverUsers: { postgres: 'phi' } };
    const api = composeEnvironment(byName('public-api').compose, variables);
    expect(hostEnvironment(api, { ...withUsers, notRun: ['livekit'] }).DATABASE_URL).toBe(
      'postgres://phi_public_api:phi-local-only-public-api@127.0.0.1:5432/phi_compose_rehearsal_1',
    );
    const migrate = composeEnvironment(byName('migrate').compose, variables);
    expect(hostEnvironment(migrate, withUsers).DATABASE_URL).toBe(mapping.serviceUrls.postgres);
  });

  it('refuses an address of a service the rehearsal does not run', () => {
    expect(() => hostEnvironment({ LIVEKIT_URL: 'ws://livekit:7880' }, mapping)).toThrow(
      /does not run livekit/,
    );
    expect(hostEnvironment({ SITE: 'https://example.com' }, mapping)).toEqual({
      SITE: 'https://example.com',
    });
  });

  it('leaves unset an address of a service it leaves out on purpose', () => {
    expect(
      hostEnvironment(
        { LIVEKIT_URL: 'ws://livekit:7880', LIVEKIT_PUBLIC_URL: 'ws://localhost:7880' },
        { ...mapping, notRun: ['livekit'] },
      ),
    ).toEqual({ LIVEKIT_PUBLIC_URL: 'ws://localhost:7880' });
  });
});

describe('healthUrl', () => {
  it.each([
    ['public-api', 3001, 'http://127.0.0.1:41000/api/ready'],
    ['admin-api', 3002, 'http://127.0.0.1:41000/api/admin/ready'],
    ['web', 8080, 'http://127.0.0.1:41000/'],
    ['admin', 8080, 'http://127.0.0.1:41000/admin/'],
    ['proxy', 8080, 'http://127.0.0.1:41000/api/health'],
  ])('%s asks its healthcheck URL on the loopback port', (name, port, url) => {
    expect(healthUrl(byName(name).compose, new Map([[port, 41000]]))).toBe(url);
  });

  it('has none for the worker, and refuses a port the service does not have', () => {
    expect(healthUrl(byName('news-worker').compose, new Map())).toBeUndefined();
    expect(() => healthUrl(byName('proxy').compose, new Map([[9, 1]]))).toThrow(/8080/);
  });
});

describe('imageFiles', () => {
  const outputs = { '/repo': '/checkout', '/nginx-snippets': '/run/snippets' };

  it("lays out the web image's files as its Dockerfile copies them", () => {
    expect(imageFiles(byName('web'), outputs)).toEqual([
      {
        imagePath: '/etc/nginx/conf.d/default.conf',
        hostPath: resolve(repoRoot, 'infra/proxy/spa-web.conf'),
      },
      ...['security-headers.conf', 'admin-csp.conf', 'web-csp.conf'].map((name) => ({
        imagePath: `/etc/nginx/snippets/${name}`,
        hostPath: resolve(repoRoot, 'infra/proxy', name),
      })),
      { imagePath: '/etc/nginx/snippets', hostPath: '/run/snippets' },
      { imagePath: '/usr/share/nginx/html', hostPath: '/checkout/apps/web/build/client' },
    ]);
  });

  it("mounts gateway.conf as the proxy's default server template, as compose does", () => {
    expect(imageFiles(byName('proxy'), outputs)).toEqual([
      {
        imagePath: '/etc/nginx/templates/default.conf.template',
        hostPath: resolve(repoRoot, 'infra/proxy/gateway.conf'),
      },
    ]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { envSchema as adminEnvSchema, migrateEnvSchema } from '@phi/admin-api/env';
import { envSchema as publicEnvSchema } from '@phi/public-api/env';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readCompose, repoRoot, resolvedEnvironment } from './compose-file.ts';

// No Docker engine runs where these tests run, so the compose file is checked by reading it:
// every deployable, valid env for each API, real build paths.
const compose = readCompose();
const required = { JWT_SECRET: 'x'.repeat(48) };

describe('docker-compose.yml', () => {
  it('runs every deployable plus postgres, redis, livekit and one proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'admin',
        'admin-api',
        'livekit',
        'migrate',
        'news-worker',
        'postgres',
        'proxy',
        'public-api',
        'redis',
        'voice-agent',
        'web',
      ].sort(),
    );
  });

  it('gives every long-running service with something to ask a healthcheck', () => {
    // migrate exits when done; the news worker answers nothing (its process is its health).
    const withoutHealthRoute = ['migrate', 'news-worker'];
    for (const [name, service] of Object.entries(compose.services)) {
      if (!withoutHealthRoute.includes(name)) {
        expect(service.healthcheck?.test, name).toBeDefined();
      }
    }
  });

  it('keeps Redis durable and never evicting (BullMQ needs both)', () => {
    const command = compose.services.redis?.command?.join(' ') ?? '';
    expect(command).toContain('--appendonly yes');
    expect(command).toContain('--maxmemory-policy noeviction');
  });

  it('runs LiveKit in dev mode', () => {
    expect(compose.services.livekit?.command).toContain('--dev');
  });

  it.each([
    ['public-api', publicEnvSchema],
    ['admin-api', adminEnvSchema],
  ] as const)('gives %s an environment its env schema accepts', (name, schema) => {
    const service = compose.services[name];
    expect(service).toBeDefined();
    const env = resolvedEnvironment(service ?? {}, required);
    const parsed = schema.safeParse(env);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('gives the migrate job an environment its env schema accepts, with or without an admin', () => {
    const migrate = compose.services.migrate ?? {};
    expect(
      migrateEnvSchema.safeParse(resolvedEnvironment(migrate, required)).error,
    ).toBeUndefined();
  });

  it('never has the migrate job insert the sample jobs and blog posts', () => {
    // docs/architecture.md#sample-data: only the standalone demo run seeds them.
    const migrate = compose.services.migrate ?? {};
    expect(Object.keys(migrate.environment ?? {})).not.toContain('SEED_SAMPLE_DATA');
    const parsed = migrateEnvSchema.parse(resolvedEnvironment(migrate, required));
    expect(parsed.SEED_SAMPLE_DATA).toBe(false);
  });

  it("signs public-api's voice tokens for the compose LiveKit with its dev key pair", () => {
    const env = publicEnvSchema.parse(
      resolvedEnvironment(compose.services['public-api'] ?? {}, required),
    );
    // The API reaches LiveKit by service name on its signalling port...
    expect(env.LIVEKIT_URL).toBe('ws://livekit:7880');
    const livekitYaml = parse(
      readFileSync(resolve(repoRoot, 'infra/livekit/livekit.yaml'), 'utf8'),
    ) as { port: number; keys: Record<string, string> };
    expect(livekitYaml.port).toBe(7880);
    expect(livekitYaml.keys).toEqual({ [env.LIVEKIT_API_KEY ?? '']: env.LIVEKIT_API_SECRET });
    // ...the browser by the port compose publishes on the host (server_url).
    expect(env.LIVEKIT_PUBLIC_URL).toBe('ws://localhost:7880');
    expect(compose.services.livekit?.ports).toContain('127.0.0.1:7880:7880');
    expect(env.VOICE_TOKEN_LIMIT_PER_IP_PER_MINUTE).toBe(10);
  });

  it('runs public-api without voice when LIVEKIT_URL is set empty', () => {
    const service = compose.services['public-api'] ?? {};
    // `LIVEKIT_URL= docker compose up`: ${LIVEKIT_URL-...} keeps the empty value, which the
    // service reads as unset (no voice, its key pair alone is no error).
    expect(service.environment?.LIVEKIT_URL).toMatch(/^\$\{LIVEKIT_URL-ws:\/\/livekit:7880\}$/);
    const environment = { ...service.environment, LIVEKIT_URL: '' };
    const env = publicEnvSchema.parse(resolvedEnvironment({ ...service, environment }, required));
    expect(env.LIVEKIT_URL).toBeUndefined();
  });

  it('keeps LiveKit dev keys off the network: ports bound to loopback', () => {
    for (const port of compose.services.livekit?.ports ?? []) {
      expect(port).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('makes the private files directory in the image for the non-root user', () => {
    expect(readFileSync(resolve(repoRoot, 'infra/docker/service.Dockerfile'), 'utf8')).toContain(
      'chown node:node /data/files',
    );
    // public-api writes uploads, admin-api serves them, the news worker shares them: the same
    // private volume and path.
    for (const name of ['public-api', 'admin-api', 'news-worker']) {
      expect(
        compose.services[name]?.volumes?.map((volume) => volume.replace(/:ro$/, '')),
      ).toContain('private-files:/data/files');
      expect(compose.services[name]?.environment?.FILES_DIR).toBe('/data/files');
    }
  });

  it('connects each deployable as its own login, which the migrate job creates (docs/architecture.md#database-roles)', () => {
    const migrate = resolvedEnvironment(compose.services.migrate ?? {}, required);
    expect(new URL(migrate.DATABASE_URL ?? '').username).toBe('phi');
    const logins = ['public-api', 'admin-api', 'news-worker', 'voice-agent'].map((name) => {
      const url = new URL(
        resolvedEnvironment(compose.services[name] ?? {}, required).DATABASE_URL ?? '',
      );
      const variable = `${name.replaceAll('-', '_').toUpperCase()}_DATABASE_PASSWORD`;
      expect(url.password, name).toBe(migrate[variable]);
      return `${url.username}@${url.host}${url.pathname}`;
    });
    expect(logins).toEqual([
      'phi_public_api@postgres:5432/phi',
      'phi_admin_api@postgres:5432/phi',
      'phi_news_worker@postgres:5432/phi',
      'phi_voice_agent@postgres:5432/phi',
    ]);
    expect(migrate.DATABASE_ROLE_PREFIX).toBe('phi');
  });

  it('runs the news worker on the Redis queue and its own database login, with no ports', () => {
    const worker = compose.services['news-worker'] ?? {};
    const api = resolvedEnvironment(compose.services['public-api'] ?? {}, required);
    const env = resolvedEnvironment(worker, required);
    expect(worker.build?.dockerfile).toBe('infra/docker/service.Dockerfile');
    expect(worker.build?.args?.SERVICE).toBe('news-worker');
    expect(env).toEqual({
      DATABASE_URL: 'postgres://phi_news_worker:phi-local-only-news-worker@postgres:5432/phi',
      REDIS_URL: 'redis://:phi-local-only@redis:6379',
      QUEUE_BACKEND: 'redis',
      FILES_DIR: '/data/files',
      LOG_LEVEL: 'info',
      // The knowledge indexer embeds with the chat's model settings (unset: lexical only).
      OPENAI_API_KEY: api.OPENAI_API_KEY,
      OPENAI_BASE_URL: api.OPENAI_BASE_URL,
      OPENAI_EMBEDDING_MODEL: api.OPENAI_EMBEDDING_MODEL,
      OPENAI_TIMEOUT_MS: api.OPENAI_TIMEOUT_MS,
    });
    expect(worker.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    });
    expect(worker.ports).toBeUndefined();
  });

  it('gives the news worker time to finish the job in hand when stopped', () => {
    const grace = compose.services['news-worker']?.stop_grace_period ?? '';
    const [, minutes = '0', seconds = '0'] = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(grace) ?? [];
    expect(Number(minutes) * 60 + Number(seconds), grace).toBeGreaterThanOrEqual(30);
  });

  it('refuses to start the admin API without a JWT secret', () => {
    expect(() => resolvedEnvironment(compose.services['admin-api'] ?? {}, {})).toThrow(
      /JWT_SECRET/,
    );
  });

  it('builds from Dockerfiles and packages that exist', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.build) {
        continue;
      }
      const dockerfile = resolve(repoRoot, service.build.context, service.build.dockerfile);
      expect(existsSync(dockerfile), `${name}: ${dockerfile}`).toBe(true);
      const args = service.build.args ?? {};
      const pkgDir = args.SERVICE ? `services/${args.SERVICE}` : `apps/${args.APP}`;
      expect(existsSync(resolve(repoRoot, pkgDir, 'package.json')), `${name}: ${pkgDir}`).toBe(
        true,
      );
      if (args.APP) {
        expect(existsSync(resolve(repoRoot, `infra/proxy/spa-${args.APP}.conf`))).toBe(true);
      }
    }
  });

  it('mounts config files that exist', () => {
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const [source] = volume.split(':');
        if (source?.startsWith('./')) {
          expect(existsSync(resolve(repoRoot, source)), source).toBe(true);
        }
      }
    }
  });

  it('runs migrations before either API or the news worker starts', () => {
    for (const name of ['public-api', 'admin-api', 'news-worker']) {
      expect(compose.services[name]?.depends_on?.migrate?.condition).toBe(
        'service_completed_successfully',
      );
    }
  });
});

describe('Dockerfiles', () => {
  const read = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');

  it.each(['infra/docker/service.Dockerfile', 'infra/docker/spa.Dockerfile'])(
    '%s is multi-stage and runs as a non-root user',
    (path) => {
      const text = read(path);
      expect(text.match(/^FROM /gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
      const runtime = text.slice(text.lastIndexOf('FROM '));
      expect(runtime).toMatch(/^USER (node|101)$/m);
    },
  );

  it('service images start the bundled entry each service builds', () => {
    for (const name of ['public-api', 'admin-api']) {
      const pkg = JSON.parse(read(`services/${name}/package.json`)) as {
        scripts: Record<string, string>;
      };
      expect(pkg.scripts.build).toContain('src/server.ts');
    }
    expect(read('infra/docker/service.Dockerfile')).toContain('dist/server.js');
    const adminBuild = (
      JSON.parse(read('services/admin-api/package.json')) as {
        scripts: Record<string, string>;
      }
    ).scripts.build;
    expect(adminBuild).toContain('src/migrate.ts');
    expect(compose.services.migrate?.command?.join(' ')).toContain('dist/migrate.js');
  });

  it('the news worker starts the bundle its package builds (dist/main.js), not an API entry', () => {
    const path = 'services/news-worker/package.json';
    expect(existsSync(resolve(repoRoot, path)), `${path} (the news worker package)`).toBe(true);
    const pkg = JSON.parse(read(path)) as { name: string; scripts: Record<string, string> };
    expect(pkg.name).toBe('@phi/news-worker');
    expect(pkg.scripts.build).toContain('src/main.ts');
    expect(compose.services['news-worker']?.command).toEqual([
      'node',
      '--enable-source-maps',
      'dist/main.js',
    ]);
  });
});

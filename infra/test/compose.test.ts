import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { envSchema as adminEnvSchema, migrateEnvSchema } from '@phi/admin-api/env';
import { envSchema as publicEnvSchema } from '@phi/public-api/env';
import { describe, expect, it } from 'vitest';
import { readCompose, repoRoot, resolvedEnvironment } from './compose-file.ts';

// No Docker engine runs on these machines (STACK.md), so the compose file is checked by reading
// it: every service the architecture names, valid env for each API, real build paths.
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
        'postgres',
        'proxy',
        'public-api',
        'redis',
        'web',
      ].sort(),
    );
  });

  it('gives every long-running service a healthcheck', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name !== 'migrate') {
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

  it('keeps LiveKit dev keys off the network: ports bound to loopback', () => {
    for (const port of compose.services.livekit?.ports ?? []) {
      expect(port).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('makes the private files directory in the image for the non-root user', () => {
    expect(readFileSync(resolve(repoRoot, 'infra/docker/service.Dockerfile'), 'utf8')).toContain(
      'chown node:node /data/files',
    );
    // public-api writes uploads, admin-api serves them: the same private volume and path.
    for (const name of ['public-api', 'admin-api']) {
      expect(compose.services[name]?.volumes).toContain('private-files:/data/files');
      expect(compose.services[name]?.environment?.FILES_DIR).toBe('/data/files');
    }
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

  it('runs migrations before either API starts', () => {
    for (const name of ['public-api', 'admin-api']) {
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
});

import { describe, expect, it } from 'vitest';
import { readCompose, resolvedEnvironment } from './compose-file.ts';

// docs/architecture.md#deployment: every container confined the same way, checked by reading
// docker-compose.yml (no Docker engine runs where the tests run).
const compose = readCompose();
const services = Object.entries(compose.services);
const required = { JWT_SECRET: 'x'.repeat(48) };
const nginxServices = ['web', 'admin', 'proxy'];

describe('docker-compose.yml hardening', () => {
  it('gives every service a read-only root filesystem with a tmpfs /tmp', () => {
    expect(services.length).toBeGreaterThanOrEqual(11);
    for (const [name, service] of services) {
      expect(service.read_only, name).toBe(true);
      expect(service.tmpfs, name).toContain('/tmp');
    }
  });

  it("gives nginx its cache directory and the proxy's entrypoint the conf.d it writes", () => {
    for (const name of nginxServices) {
      expect(compose.services[name]?.tmpfs, name).toContain('/var/cache/nginx');
    }
    expect(compose.services.proxy?.tmpfs).toContain('/etc/nginx/conf.d');
    expect(compose.services.postgres?.tmpfs).toContain('/var/run/postgresql');
  });

  it('drops every capability; only the root entrypoints of postgres and redis get some back', () => {
    const addedBack: Record<string, string[]> = {
      postgres: ['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'SETGID', 'SETUID'],
      redis: ['CHOWN', 'SETGID', 'SETUID'],
    };
    for (const [name, service] of services) {
      expect(service.cap_drop, name).toEqual(['ALL']);
      expect(service.cap_add, name).toEqual(addedBack[name]);
    }
    // nginx listens on 8080 as an unprivileged user: no NET_BIND_SERVICE.
    expect(compose.services.proxy?.image).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(compose.services.proxy?.ports).toEqual([`\${HTTP_PORT:-8080}:8080`]);
  });

  it('forbids gaining privileges through setuid binaries in every service', () => {
    for (const [name, service] of services) {
      expect(service.security_opt, name).toContain('no-new-privileges:true');
    }
  });

  it('limits the memory and CPU of every service', () => {
    const bytes = (limit: string) => {
      const [, amount = '0', unit = ''] = /^(\d+)([kmg]?)$/.exec(limit) ?? [];
      return Number(amount) * { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit as 'k'];
    };
    for (const [name, service] of services) {
      expect(bytes(service.mem_limit ?? ''), name).toBeGreaterThanOrEqual(64 * 1024 ** 2);
      expect(service.cpus, name).toBeGreaterThan(0);
      expect(service.cpus, name).toBeLessThanOrEqual(2);
    }
  });

  it('has Redis require a password that every REDIS_URL carries', () => {
    const redis = compose.services.redis ?? {};
    const command = redis.command ?? [];
    const password = command[command.indexOf('--requirepass') + 1];
    expect(password).toBe(`\${REDIS_PASSWORD:-phi-local-only}`);
    // The healthcheck's redis-cli authenticates through REDISCLI_AUTH.
    expect(redis.environment?.REDISCLI_AUTH).toBe(password);
    const withRedis = services.filter(([, service]) => service.environment?.REDIS_URL);
    expect(withRedis.map(([name]) => name).sort()).toEqual(
      ['admin-api', 'news-worker', 'public-api'].sort(),
    );
    for (const [name, service] of withRedis) {
      expect(service.environment?.REDIS_URL, name).toBe(`redis://:${password}@redis:6379`);
      const url = new URL(resolvedEnvironment(service, required).REDIS_URL ?? '');
      expect(url.password, name).toBe('phi-local-only');
    }
  });

  it('mounts the private files read-only where a service only reads them', () => {
    const mounts = Object.fromEntries(
      services.flatMap(([name, service]) =>
        (service.volumes ?? [])
          .filter((volume) => volume.startsWith('private-files:'))
          .map((volume) => [name, volume] as const),
      ),
    );
    expect(mounts).toEqual({
      // Stores uploads (resumes, voice bot documents).
      'public-api': 'private-files:/data/files',
      // Staff download resumes: reads only.
      'admin-api': 'private-files:/data/files:ro',
      // The sweep deletes orphaned uploads.
      'news-worker': 'private-files:/data/files',
    });
  });
});

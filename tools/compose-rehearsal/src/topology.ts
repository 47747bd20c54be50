import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ComposeFile, type ComposeService, repoRoot } from './compose-file.ts';
import { runtimeStage, type Stage, stageCommand, stageEnv, stageWorkdir } from './dockerfile.ts';

// How each compose service runs outside Docker, read from the compose file and the Dockerfiles.

export type ServiceKind =
  /** Provided by this machine's server: a fresh database, a Redis database of the run's own. */
  | 'postgres'
  | 'redis'
  /** A Node deployable from infra/docker/service.Dockerfile: its bundle, here in the checkout. */
  | 'node'
  /** An nginx image (the SPAs, the proxy): Debian's nginx with the image's files. */
  | 'nginx'
  | 'not-run';

export interface PlannedService {
  name: string;
  kind: ServiceKind;
  compose: ComposeService;
  /** The last stage of the service's Dockerfile, when it is built here. */
  stage: Stage | undefined;
  /** Why the rehearsal leaves it out ('not-run' only). */
  reason?: string;
}

const nginxImage = /^nginx(?:inc\/nginx-unprivileged)?:/;

function kindOfImage(image: string): ServiceKind {
  if (image.startsWith('postgres:')) {
    return 'postgres';
  }
  if (image.startsWith('redis:')) {
    return 'redis';
  }
  if (nginxImage.test(image)) {
    return 'nginx';
  }
  if (image.startsWith('node:')) {
    return 'node';
  }
  return 'not-run';
}

export function planServices(compose: ComposeFile, root = repoRoot): PlannedService[] {
  return Object.entries(compose.services).map(([name, service]) => {
    // The rehearsal is `docker compose up`, which names no profile: a service in one is not
    // started (the voice agent, docker-compose.yml's `voice` profile).
    if (service.profiles !== undefined && service.profiles.length > 0) {
      const reason = `in compose profile ${service.profiles.join(', ')}, which \`docker compose up\` does not start`;
      return { name, kind: 'not-run' as const, compose: service, stage: undefined, reason };
    }
    if (!service.build) {
      const kind = kindOfImage(service.image ?? '');
      const reason = kind === 'not-run' ? `${service.image} has no counterpart here` : undefined;
      return { name, kind, compose: service, stage: undefined, ...(reason ? { reason } : {}) };
    }
    const dockerfile = resolve(root, service.build.context, service.build.dockerfile);
    const stage = runtimeStage(readFileSync(dockerfile, 'utf8'), service.build.args ?? {});
    const kind = kindOfImage(stage.from);
    if (kind !== 'node' && kind !== 'nginx') {
      throw new Error(`${name}: the rehearsal cannot run an image built on ${stage.from}`);
    }
    return { name, kind, compose: service, stage };
  });
}

/**
 * What a Node image runs, as a process in the checkout. infra/docker/service.Dockerfile
 * deploys services/$SERVICE with its dist/ to WORKDIR /app: the package folder is /app here.
 */
export function nodeProcess(service: PlannedService): {
  cwd: string;
  argv: string[];
  imageEnv: Record<string, string>;
} {
  const stage = service.stage;
  const packageName = service.compose.build?.args?.SERVICE;
  if (!stage || !packageName || stageWorkdir(stage) !== '/app') {
    throw new Error(`${service.name}: expected a service.Dockerfile image with WORKDIR /app`);
  }
  const command = service.compose.command ?? stageCommand(stage);
  if (!Array.isArray(command) || command[0] !== 'node') {
    throw new Error(`${service.name}: expected a command starting with node, got ${command}`);
  }
  return {
    cwd: resolve(repoRoot, 'services', packageName),
    argv: command.slice(1),
    imageEnv: stageEnv(stage),
  };
}

export interface HostMapping {
  /** The URL this machine gives for a compose service's address (postgres, redis). */
  serviceUrls: Record<string, string>;
  /** Every compose service name: an address naming one that is not provided is an error... */
  serviceNames: readonly string[];
  /**
   * ...unless the rehearsal leaves that service out on purpose (livekit: no server binary here):
   * a variable addressing it is left unset, as an optional feature without its server runs
   * (public-api without LIVEKIT_URL answers its voice routes 503, docs/architecture.md#voice).
   */
  notRun?: readonly string[];
  /**
   * The user a provided server's image is set up with (postgres: POSTGRES_USER), which this
   * machine's URL stands for. Any other login in an address (an application's own role, which
   * the migrate job creates: docs/architecture.md#database-roles) keeps its user and password.
   */
  serverUsers?: Record<string, string>;
  /** Container path of a mounted volume -> the directory standing for it here. */
  mounts: Record<string, string>;
  /** The loopback port for the container's PORT, when it listens. */
  port: number | undefined;
}

/** The address as this machine gives it; null for a service left out (the variable is unset). */
function rewriteAddress(value: string, mapping: HostMapping): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (!mapping.serviceNames.includes(url.hostname)) {
    return value;
  }
  if (mapping.notRun?.includes(url.hostname)) {
    return null;
  }
  const provided = mapping.serviceUrls[url.hostname];
  if (provided === undefined) {
    throw new Error(`${value}: the rehearsal does not run ${url.hostname}`);
  }
  const serverUser = mapping.serverUsers?.[url.hostname];
  if (serverUser !== undefined && url.username !== '' && url.username !== serverUser) {
    const asLogin = new URL(provided);
    asLogin.username = url.username;
    asLogin.password = url.password;
    return asLogin.toString();
  }
  return provided;
}

function rewriteMountPath(value: string, mounts: Record<string, string>): string {
  for (const [containerPath, hostPath] of Object.entries(mounts)) {
    if (value === containerPath || value.startsWith(`${containerPath}/`)) {
      return hostPath + value.slice(containerPath.length);
    }
  }
  return value;
}

/**
 * The container's environment as this machine needs it: addresses of compose services become
 * the ones given here (a whole URL: the rehearsal's database has its own name and user), mount
 * paths become their directories, and a listener takes its loopback port. HOST stays on
 * loopback: 0.0.0.0 in a container is its own network, here it would be the machine's.
 */
export function hostEnvironment(
  env: Record<string, string>,
  mapping: HostMapping,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const address = rewriteAddress(value, mapping);
    if (address !== null) {
      result[key] = rewriteMountPath(address, mapping.mounts);
    }
  }
  if (env.PORT !== undefined) {
    if (mapping.port === undefined) {
      throw new Error(`PORT=${env.PORT} but no loopback port was given`);
    }
    result.PORT = String(mapping.port);
  }
  if (env.HOST === '0.0.0.0') {
    result.HOST = '127.0.0.1';
  }
  return result;
}

/** The named volumes and bind mounts of a service: [source, container path]. */
export function volumesOf(service: ComposeService): { source: string; target: string }[] {
  return (service.volumes ?? []).map((volume) => {
    const [source = '', target = ''] = volume.split(':');
    return { source, target };
  });
}

/**
 * The URL a healthcheck asks (`fetch('http://127.0.0.1:3001/api/ready')`, `wget ... URL`),
 * on the loopback port the container port runs on here.
 */
export function healthUrl(
  service: ComposeService,
  ports: ReadonlyMap<number, number>,
): string | undefined {
  const test = service.healthcheck?.test;
  if (test === undefined) {
    return undefined;
  }
  const text = Array.isArray(test) ? test.join(' ') : test;
  const match = /http:\/\/(?:127\.0\.0\.1|localhost):(\d+)([^\s'"`)]*)/.exec(text);
  if (!match) {
    throw new Error(`healthcheck ${text}: no http://127.0.0.1:<port> URL to ask`);
  }
  const port = ports.get(Number(match[1]));
  if (port === undefined) {
    throw new Error(`healthcheck ${text}: container port ${match[1]} is not one the service has`);
  }
  return `http://127.0.0.1:${port}${match[2] || '/'}`;
}

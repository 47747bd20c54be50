import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { composeEnvironment, repoRoot } from './compose-file.ts';
import { type StagedNginx, stageNginxImage } from './nginx-image.ts';
import { findFreePort } from './processes.ts';
import type { Launchable } from './start-services.ts';
import { hostEnvironment, nodeProcess, type PlannedService, volumesOf } from './topology.ts';

export interface PrepareContext {
  variables: Record<string, string | undefined>;
  runDir: string;
  nginx: string;
  mimeTypes: string;
  serviceUrls: Record<string, string>;
}

/** Commands, environments and loopback ports for every service the rehearsal runs. */
export async function prepareLaunchables(
  services: PlannedService[],
  context: PrepareContext,
): Promise<Launchable[]> {
  const staged = new Map<string, StagedNginx>();
  const composeEnvs = new Map<string, Record<string, string>>();
  const servicePorts = new Map<string, Map<number, number>>();
  for (const service of services) {
    let containerPorts: number[] = [];
    if (service.kind === 'nginx') {
      const image = stageNginxImage(
        service,
        join(context.runDir, 'nginx', service.name),
        context.mimeTypes,
        // The image fills its templates in from these (the proxy's ADMIN_HOST_NAME).
        composeEnvironment(service.compose, context.variables),
      );
      staged.set(service.name, image);
      containerPorts = image.containerPorts;
    } else if (service.kind === 'node') {
      const composeEnv = composeEnvironment(service.compose, context.variables);
      composeEnvs.set(service.name, composeEnv);
      containerPorts = composeEnv.PORT ? [Number(composeEnv.PORT)] : [];
    }
    const ports = new Map<number, number>();
    for (const port of containerPorts) {
      ports.set(port, await findFreePort());
    }
    servicePorts.set(service.name, ports);
  }

  const path = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  return services.flatMap((service): Launchable[] => {
    const ports = servicePorts.get(service.name) ?? new Map<number, number>();
    const image = staged.get(service.name);
    if (image) {
      image.rewrite(ports, servicePorts);
      const prefix = join(context.runDir, 'nginx', service.name);
      const nginxArgs = ['-p', prefix, '-c', image.confPath, '-e', 'stderr'];
      return [
        {
          service,
          ports,
          start: {
            command: context.nginx,
            args: [...nginxArgs, '-g', 'daemon off;'],
            cwd: prefix,
            env: path,
            // The images' STOPSIGNAL is SIGQUIT: a graceful stop, as nginx -s quit asks.
            requestStop: () => runQuietly(context.nginx, [...nginxArgs, '-s', 'quit']),
          },
        },
      ];
    }
    const composeEnv = composeEnvs.get(service.name);
    if (!composeEnv) {
      return [];
    }
    const { cwd, argv, imageEnv } = nodeProcess(service);
    const entry = argv.at(-1) ?? '';
    if (!existsSync(join(cwd, entry))) {
      throw new Error(`${service.name}: ${join(cwd, entry)} is missing; run pnpm build`);
    }
    const mounts = Object.fromEntries(
      volumesOf(service.compose).map(({ source, target }) => {
        const hostDir = source.startsWith('.')
          ? resolve(repoRoot, source)
          : join(context.runDir, 'volumes', source);
        mkdirSync(hostDir, { recursive: true });
        return [target, hostDir];
      }),
    );
    const containerEnv = { ...imageEnv, ...composeEnv };
    const mapping = {
      serviceUrls: context.serviceUrls,
      serverUsers: Object.fromEntries(
        services
          .filter((s) => s.kind === 'postgres')
          .map((s) => [
            s.name,
            composeEnvironment(s.compose, context.variables).POSTGRES_USER ?? 'postgres',
          ]),
      ),
      serviceNames: services.map((s) => s.name),
      notRun: services.filter((s) => s.kind === 'not-run').map((s) => s.name),
      mounts,
      port: [...ports.values()][0],
    };
    return [
      {
        service,
        ports,
        start: {
          command: process.execPath,
          args: argv,
          cwd,
          env: { ...path, ...hostEnvironment(containerEnv, mapping) },
        },
      },
    ];
  });
}

function runQuietly(command: string, args: string[]): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

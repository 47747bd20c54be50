import { dependencies, stopGraceMs } from './compose-file.ts';
import {
  type ManagedProcess,
  type StartOptions,
  startProcess,
  waitForHealthy,
} from './processes.ts';
import { healthUrl, type PlannedService } from './topology.ts';

// compose's start order: a service starts once its depends_on conditions hold
// (service_started, service_healthy, service_completed_successfully).

export interface Launchable {
  service: PlannedService;
  /** How to start it; the caller has resolved its command and environment. */
  start: Omit<StartOptions, 'logDir' | 'graceMs' | 'onUnexpectedExit' | 'name'>;
  /** Container port -> loopback port, for its healthcheck URL. */
  ports: ReadonlyMap<number, number>;
}

export interface StartedTopology {
  /** Long-running processes in the order they started (stop them in reverse). */
  running: ManagedProcess[];
  /** Resolves when every service is up: one-shots done, healthchecks passing. */
  ready: Promise<void>;
}

export function startTopology(
  launchables: Launchable[],
  providedNames: readonly string[],
  options: {
    logDir: string;
    log(line: string): void;
    fail(error: Error): void;
    /** True once the run is being torn down: nothing starts any more. */
    isStopping(): boolean;
  },
): StartedTopology {
  const byName = new Map(launchables.map((l) => [l.service.name, l]));
  const oneShots = new Set(
    launchables.flatMap((l) =>
      Object.entries(dependencies(l.service.compose))
        .filter(([, condition]) => condition === 'service_completed_successfully')
        .map(([name]) => name),
    ),
  );
  const running: ManagedProcess[] = [];
  const startedAt = Date.now();
  const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    let promise = memo.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = make();
      memo.set(key, promise);
    }
    return promise;
  };

  const reach = async (dependent: string, name: string, condition: string): Promise<void> => {
    if (providedNames.includes(name)) {
      return;
    }
    if (!byName.has(name)) {
      throw new Error(`${dependent} depends on ${name}, which the rehearsal does not run`);
    }
    if (condition === 'service_completed_successfully') {
      return completed(name);
    }
    if (condition === 'service_healthy') {
      return healthy(name);
    }
    await started(name);
  };

  const started = (name: string): Promise<ManagedProcess | number | string> =>
    once(`started:${name}`, async () => {
      const launchable = byName.get(name);
      if (!launchable) {
        throw new Error(`${name} is not part of the rehearsal`);
      }
      await Promise.all(
        Object.entries(dependencies(launchable.service.compose)).map(([dependency, condition]) =>
          reach(name, dependency, condition),
        ),
      );
      if (options.isStopping()) {
        throw new Error(`${name} not started: the rehearsal is stopping`);
      }
      const startOptions: StartOptions = {
        ...launchable.start,
        name,
        logDir: options.logDir,
        graceMs: stopGraceMs(launchable.service.compose),
        onUnexpectedExit: (which, code) =>
          options.fail(new Error(`${which} stopped unexpectedly (exit ${code})`)),
      };
      if (oneShots.has(name)) {
        const job = startProcess({ ...startOptions, onUnexpectedExit: () => undefined });
        running.push(job);
        const code = await job.exited;
        options.log(`${name} exited with ${code} (${elapsed()})`);
        return code;
      }
      const managed = startProcess(startOptions);
      running.push(managed);
      return managed;
    });

  const completed = (name: string): Promise<void> =>
    once(`completed:${name}`, async () => {
      const code = await started(name);
      if (code !== 0) {
        throw new Error(`${name} did not complete successfully (exit ${String(code)})`);
      }
    });

  const healthy = (name: string): Promise<void> =>
    once(`healthy:${name}`, async () => {
      const managed = await started(name);
      const launchable = byName.get(name);
      const url = launchable && healthUrl(launchable.service.compose, launchable.ports);
      if (typeof managed !== 'object' || !url) {
        throw new Error(`${name} has no healthcheck to wait for`);
      }
      await waitForHealthy(url, managed);
      options.log(`${name} healthy at ${url} (${elapsed()})`);
    });

  const ready = Promise.all(
    launchables.map(({ service }) => {
      if (oneShots.has(service.name)) {
        return completed(service.name);
      }
      return service.compose.healthcheck
        ? healthy(service.name)
        : started(service.name).then(() => options.log(`${service.name} started (${elapsed()})`));
    }),
  ).then(() => undefined);
  return { running, ready };
}

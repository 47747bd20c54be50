import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { repoRoot } from './compose-file.ts';
import { stageCopies } from './dockerfile.ts';
import {
  imageNginxConfPath,
  listenPortsOf,
  mainNginxConf,
  type NginxRewrite,
  rewriteNginxConf,
} from './nginx-conf.ts';
import { type PlannedService, volumesOf } from './topology.ts';

/** A file or folder of the image and where it comes from on this machine. */
export interface ImageFile {
  imagePath: string;
  hostPath: string;
}

const nginxConfDir = dirname(imageNginxConfPath);

/**
 * The build stage of infra/docker/spa.Dockerfile, as far as its runtime stage copies from it:
 * the checkout (/repo, built by `pnpm build`) and /nginx-snippets, where the web app's route
 * map is written by infra/proxy/write-web-routes.ts.
 */
export function buildStageOutputs(
  service: PlannedService,
  snippetsDir: string,
): Record<string, string> {
  mkdirSync(snippetsDir, { recursive: true });
  const args = service.compose.build?.args ?? {};
  if (args.APP === 'web') {
    // The Dockerfile's own arguments, from the checkout as its /repo.
    const patterns = `apps/web/${args.OUT_DIR}/route-patterns.json`;
    if (!existsSync(join(repoRoot, patterns))) {
      throw new Error(`${service.name}: ${patterns} is missing; run pnpm build`);
    }
    // Node 24 in the image strips the types itself; tsx does it on the Node running this.
    const script = [
      'infra/proxy/write-web-routes.ts',
      patterns,
      join(snippetsDir, 'web-routes.conf'),
    ];
    execFileSync(process.execPath, ['--import', import.meta.resolve('tsx'), ...script], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return { '/repo': repoRoot, '/nginx-snippets': snippetsDir };
}

function fromBuildStage(path: string, outputs: Record<string, string>): string {
  for (const [stagePath, hostPath] of Object.entries(outputs)) {
    if (path === stagePath || path.startsWith(`${stagePath}/`)) {
      return hostPath + path.slice(stagePath.length);
    }
  }
  throw new Error(`COPY --from=build ${path}: the rehearsal does not know how the build makes it`);
}

/**
 * What the image holds from this repository: the Dockerfile's COPY lines (docker's rules: a
 * folder's contents go into the destination; several sources or a trailing slash make the
 * destination a folder), then the compose file's bind mounts.
 */
export function imageFiles(
  service: PlannedService,
  buildOutputs: Record<string, string>,
): ImageFile[] {
  const files: ImageFile[] = [];
  for (const copy of service.stage ? stageCopies(service.stage) : []) {
    const isFolder = copy.sources.length > 1 || copy.destination.endsWith('/');
    for (const source of copy.sources) {
      const hostPath = copy.from
        ? fromBuildStage(source.replace(/\/$/, ''), buildOutputs)
        : resolve(repoRoot, source);
      const isFileIntoFolder =
        isFolder && !source.endsWith('/') && !statSync(hostPath).isDirectory();
      const imagePath = isFileIntoFolder
        ? join(copy.destination, basename(hostPath))
        : copy.destination.replace(/\/$/, '');
      files.push({ imagePath, hostPath });
    }
  }
  for (const { source, target } of volumesOf(service.compose)) {
    if (!source.startsWith('.')) {
      throw new Error(`${service.name}: named volume ${source} on an nginx image is not rehearsed`);
    }
    files.push({ imagePath: target, hostPath: resolve(repoRoot, source) });
  }
  return files;
}

export interface StagedNginx {
  /** The main configuration to start nginx with. */
  confPath: string;
  /** The container ports its configuration listens on, before rewriting. */
  containerPorts: number[];
  /** Writes the configuration with this machine's paths, ports and addresses. */
  rewrite(
    listenPorts: ReadonlyMap<number, number>,
    servicePorts: NginxRewrite['servicePorts'],
  ): void;
}

function walkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walkFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const templatesDir = join(nginxConfDir, 'templates');

/**
 * What the image's entrypoint does with /etc/nginx/templates/*.template before nginx starts
 * (docker-entrypoint.d/20-envsubst-on-templates.sh): envsubst limited to the variables the
 * container has, set or empty, so nginx's own ($host, $request_uri) stay; the result goes to
 * conf.d under the name without .template.
 */
export function renderNginxTemplate(text: string, environment: Record<string, string>): string {
  return text.replace(/\$(?:\{(\w+)\}|(\w+))/g, (match, braced?: string, bare?: string) => {
    const name = braced ?? bare ?? '';
    return Object.hasOwn(environment, name) ? (environment[name] ?? '') : match;
  });
}

/**
 * Lays out the image's /etc/nginx under `root` (copies, so the rewrite never touches the
 * repository) and points every other image path at its source in the checkout (the SPA's
 * build output is served where it was built) or, for the image's own /tmp, under `root`.
 */
export function stageNginxImage(
  service: PlannedService,
  root: string,
  mimeTypesPath: string,
  environment: Record<string, string> = {},
): StagedNginx {
  const buildOutputs = buildStageOutputs(service, join(root, 'build-stage/nginx-snippets'));
  const files: ImageFile[] = [
    { imagePath: join(nginxConfDir, 'mime.types'), hostPath: mimeTypesPath },
    // The image links its log files to the container's output.
    { imagePath: '/var/log/nginx/access.log', hostPath: '/dev/stdout' },
    { imagePath: '/var/log/nginx/error.log', hostPath: '/dev/stderr' },
    ...imageFiles(service, buildOutputs),
  ];
  const staged = (imagePath: string) => join(root, 'image', imagePath);
  const isConfig = (imagePath: string) => imagePath.startsWith(`${nginxConfDir}/`);
  mkdirSync(staged('/tmp'), { recursive: true });
  for (const file of files.filter((f) => isConfig(f.imagePath))) {
    const template =
      dirname(file.imagePath) === templatesDir && file.imagePath.endsWith('.template');
    if (template) {
      const target = staged(join(nginxConfDir, 'conf.d', basename(file.imagePath, '.template')));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, renderNginxTemplate(readFileSync(file.hostPath, 'utf8'), environment));
      continue;
    }
    mkdirSync(dirname(staged(file.imagePath)), { recursive: true });
    cpSync(file.hostPath, staged(file.imagePath), { recursive: true });
  }
  const userName = process.getuid?.() === 0 ? 'root' : undefined;
  writeFileSync(staged(imageNginxConfPath), mainNginxConf(userName));

  const outside = files
    .filter((f) => !isConfig(f.imagePath))
    .sort((a, b) => b.imagePath.length - a.imagePath.length);
  const resolvePath = (imagePath: string) => {
    const file = outside.find(
      (f) => imagePath === f.imagePath || imagePath.startsWith(`${f.imagePath}/`),
    );
    return file ? file.hostPath + imagePath.slice(file.imagePath.length) : staged(imagePath);
  };
  const configs = walkFiles(staged(nginxConfDir));
  const originals = new Map(configs.map((path) => [path, readFileSync(path, 'utf8')]));
  return {
    confPath: staged(imageNginxConfPath),
    containerPorts: [...new Set([...originals.values()].flatMap(listenPortsOf))],
    rewrite(listenPorts, servicePorts) {
      for (const [path, text] of originals) {
        writeFileSync(path, rewriteNginxConf(text, { resolvePath, listenPorts, servicePorts }));
      }
      for (const file of outside) {
        if (!existsSync(file.hostPath)) {
          throw new Error(
            `${service.name}: ${file.hostPath} (the image's ${file.imagePath}) is missing; run pnpm build`,
          );
        }
      }
    },
  };
}

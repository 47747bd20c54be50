import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const installCommand =
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y nginx-light';

export class MissingNginxError extends Error {}

export interface NginxHost {
  /** Folders to look for nginx in. */
  searchDirs: string[];
  isRoot: boolean;
  isDebian: boolean;
}

export function thisHost(env: Record<string, string | undefined>): NginxHost {
  return {
    // /usr/sbin is where Debian puts nginx and is often missing from a non-root PATH.
    searchDirs: [...(env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'],
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version'),
  };
}

function findNginx(host: NginxHost): string | undefined {
  return host.searchDirs
    .filter((dir) => dir.startsWith('/'))
    .map((dir) => join(dir, 'nginx'))
    .find((path) => existsSync(path));
}

/**
 * Debian's nginx: found, or installed as root on Debian (what a fresh CI machine of this kind
 * lacks); anywhere else the caller stops with the command to run.
 */
export function ensureNginx(host: NginxHost): string {
  const found = findNginx(host);
  if (found) {
    return found;
  }
  if (!host.isRoot || !host.isDebian) {
    throw new MissingNginxError(
      `nginx is not installed: run \`sudo sh -c '${installCommand}'\` (Debian) and try again`,
    );
  }
  console.log(`nginx is not installed; installing it: ${installCommand}`);
  const result = spawnSync('sh', ['-c', installCommand], { stdio: 'inherit' });
  const installed = findNginx(host);
  if (result.status !== 0 || !installed) {
    throw new MissingNginxError(`installing nginx failed: run \`${installCommand}\` and try again`);
  }
  return installed;
}

/** The mime.types next to the nginx's own configuration (the image has its own copy). */
export function mimeTypesPath(nginx: string): string {
  // nginx -V writes its build options to stderr.
  const output = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  const confPath = /--conf-path=(\S+)/.exec(output)?.[1] ?? '/etc/nginx/nginx.conf';
  const path = join(dirname(confPath), 'mime.types');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: reinstall nginx (${installCommand})`);
  }
  return path;
}

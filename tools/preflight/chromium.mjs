// @ts-check
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';

// Plain JavaScript on purpose: the preflight runs first in `pnpm test`, with nothing but Node,
// so it can explain a missing browser before any tool that needs one starts.

/** Debian's Chromium, as tools/e2e/chromium.ts defaults to. */
export const debianChromiumPath = '/usr/bin/chromium';
export const installCommand =
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium';

/**
 * @typedef {object} ChromiumFacts
 * @property {string} path the Chromium the end-to-end tests will launch
 * @property {boolean} isPathConfigured PW_CHROMIUM_PATH chose `path`
 * @property {boolean} isPresent an executable file is at `path`
 * @property {boolean} isRoot
 * @property {boolean} isDebian
 *
 * @typedef {{ action: 'none' } | { action: 'install', command: string } | { action: 'stop', message: string }} ChromiumDecision
 */

/**
 * What to do about the browser before the tests: nothing, install Debian's package (only as
 * root on Debian, and only for the default path, which that package provides), or stop with
 * one line that names the fix.
 * @param {ChromiumFacts} facts
 * @returns {ChromiumDecision}
 */
export function decideChromium(facts) {
  if (facts.isPresent) {
    return { action: 'none' };
  }
  if (facts.isPathConfigured) {
    return {
      action: 'stop',
      message: `PW_CHROMIUM_PATH=${facts.path} is not an executable file: point it at a Chromium, or unset it to use Debian's ${debianChromiumPath}.`,
    };
  }
  if (!facts.isDebian) {
    return {
      action: 'stop',
      message: `Chromium is missing at ${facts.path}: install a Chromium and set PW_CHROMIUM_PATH to it (on Debian, as root: ${installCommand}).`,
    };
  }
  if (!facts.isRoot) {
    return {
      action: 'stop',
      message: `Chromium is missing at ${facts.path}: run \`sudo sh -c '${installCommand}'\`, or set PW_CHROMIUM_PATH to a Chromium.`,
    };
  }
  return { action: 'install', command: installCommand };
}

/** @param {string} path */
export function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} osRelease the text of /etc/os-release */
export function isDebianRelease(osRelease) {
  return /^ID="?debian"?$/m.test(osRelease);
}

/**
 * The facts on this machine.
 * @param {NodeJS.ProcessEnv} env
 * @returns {ChromiumFacts}
 */
export function readChromiumFacts(env) {
  const configured = env.PW_CHROMIUM_PATH;
  const path = configured || debianChromiumPath;
  let osRelease = '';
  try {
    osRelease = readFileSync('/etc/os-release', 'utf8');
  } catch {
    // No os-release: not a Debian we know how to install on.
  }
  return {
    path,
    isPathConfigured: Boolean(configured),
    isPresent: isExecutableFile(path),
    isRoot: process.getuid?.() === 0,
    isDebian: isDebianRelease(osRelease),
  };
}

/**
 * Runs Debian's install, showing apt's own output. Returns a one-line failure, or undefined.
 * @returns {string | undefined}
 */
export function installDebianChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      const reason = result.error ? result.error.message : `exit code ${result.status}`;
      return `Installing Chromium failed at \`apt-get ${args.join(' ')}\` (${reason}): run \`${installCommand}\` yourself and look at its output.`;
    }
  }
  return undefined;
}

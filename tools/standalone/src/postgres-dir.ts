import { createHash } from 'node:crypto';
import { lstat, mkdir, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { findFolderBlockingPostgresUser, relocationBase } from '@phi/embedded-postgres';

export interface PostgresDir {
  path: string;
  /** Set when the cluster had to live outside DATA_DIR; says where and why. */
  notice?: string;
}

/**
 * Where the embedded cluster lives: DATA_DIR/postgres, unless this runs as root inside a
 * folder the postgres system user cannot enter (a clone under /root, a 0700 temp folder).
 * Then the cluster goes to /var/lib/phi-automation/<hash of the wanted path> and
 * DATA_DIR/postgres becomes a link to it, so the run still works with no configuration.
 * A DATA_DIR without that link is a fresh one (deleted to start over, or a new clone at the same
 * path): a cluster left at the fallback belongs to its predecessor and is removed, never reused.
 */
export async function choosePostgresDir(dataDir: string): Promise<PostgresDir> {
  const wanted = resolve(dataDir, 'postgres');
  const blockedBy = await findFolderBlockingPostgresUser(wanted);
  if (blockedBy === undefined) {
    return { path: wanted };
  }
  const hash = createHash('sha256').update(wanted).digest('hex').slice(0, 16);
  const fallback = join(relocationBase, hash, 'postgres');
  const existing = await lstat(wanted).catch(() => undefined);
  if (existing === undefined) {
    await rm(join(relocationBase, hash), { recursive: true, force: true });
  }
  // Made even behind an existing link: its target's folder may have been removed on its own.
  await mkdir(join(relocationBase, hash), { recursive: true, mode: 0o755 });
  if (existing === undefined) {
    await symlink(fallback, wanted);
  }
  return {
    path: fallback,
    notice: `The postgres system user cannot enter ${blockedBy}, so the embedded cluster lives in ${fallback}${existing === undefined ? ` (linked from ${wanted})` : ''}.`,
  };
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { jwtSecretSchema } from '@phi/runtime';
import { z } from 'zod';

const secretsSchema = z.object({ jwtSecret: jwtSecretSchema });

/**
 * Secrets the standalone run needs but nobody configured: generated once, kept in the data
 * directory (mode 0600) so sessions survive a restart, never printed.
 */
export async function loadOrCreateSecrets(path: string): Promise<z.infer<typeof secretsSchema>> {
  try {
    return secretsSchema.parse(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${path} is unreadable or malformed; delete it to regenerate`);
    }
  }
  const secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

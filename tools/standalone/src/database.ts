import { resolve } from 'node:path';
import { createDb, migrateToLatest, seed } from '@phi/db';
import { startEmbeddedPostgres } from '@phi/db/embedded';
import type { StandaloneEnv } from './env.ts';

export interface PreparedDatabase {
  connectionString: string;
  isEmbedded: boolean;
  /** What to tell the person who started the run about the admin account. */
  adminLines: string[];
  stop(): Promise<void>;
}

/** DATABASE_URL when given, else an embedded PostgreSQL under DATA_DIR; migrated and seeded. */
export async function prepareDatabase(
  env: StandaloneEnv,
  dataDir: string,
): Promise<PreparedDatabase> {
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: resolve(dataDir, 'postgres') });
  const connectionString = env.DATABASE_URL ?? (embedded?.connectionString as string);
  const stop = async () => {
    await embedded?.stop();
  };
  try {
    const { db, close } = createDb(connectionString, { max: 2, applicationName: 'standalone' });
    try {
      await migrateToLatest(db);
      const { admin } = await seed(db, {
        adminUsername: env.ADMIN_USERNAME,
        adminPassword: env.ADMIN_PASSWORD,
        adminEmail: env.ADMIN_EMAIL,
      });
      const adminLines =
        admin.created && admin.generatedPassword
          ? [
              '\nFirst start: an admin account was created. Keep these credentials; they are',
              'shown only once (set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own):',
              `  username: ${admin.username}`,
              `  password: ${admin.generatedPassword}`,
            ]
          : [];
      return { connectionString, isEmbedded: embedded !== undefined, adminLines, stop };
    } finally {
      await close();
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

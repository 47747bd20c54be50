import { resolve } from 'node:path';
import { createDb, migrateToLatest, seed } from '@phi/db';
import { startEmbeddedPostgres } from '@phi/db/embedded';
import type { StandaloneEnv } from './env.ts';

export interface PreparedDatabase {
  connectionString: string;
  isEmbedded: boolean;
  generatedAdmin?: { username: string; password: string };
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
      const result = await seed(db, {
        adminUsername: env.ADMIN_USERNAME,
        adminPassword: env.ADMIN_PASSWORD,
        adminEmail: env.ADMIN_EMAIL,
      });
      const { admin } = result;
      return {
        connectionString,
        isEmbedded: embedded !== undefined,
        generatedAdmin:
          admin.created && admin.generatedPassword
            ? { username: admin.username, password: admin.generatedPassword }
            : undefined,
        stop,
      };
    } finally {
      await close();
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

import { bootstrapDatabase, describeBootstrapAdmin } from '@phi/db/seed';
import { startEmbeddedPostgres } from '@phi/embedded-postgres';
import type { StandaloneEnv } from './env.ts';
import { choosePostgresDir } from './postgres-dir.ts';

export interface PreparedDatabase {
  connectionString: string;
  /** Where the embedded cluster lives; undefined with DATABASE_URL. */
  embeddedDir?: string;
  /** What to tell the person who started the run (admin account, cluster location). */
  lines: string[];
  stop(): Promise<void>;
}

/** DATABASE_URL when given, else an embedded PostgreSQL under DATA_DIR; migrated and seeded with the sample content. */
export async function prepareDatabase(
  env: StandaloneEnv,
  dataDir: string,
  onUnexpectedExit: () => void,
): Promise<PreparedDatabase> {
  const postgresDir = env.DATABASE_URL ? undefined : await choosePostgresDir(dataDir);
  const embedded = postgresDir
    ? await startEmbeddedPostgres({ dataDir: postgresDir.path, onUnexpectedExit })
    : undefined;
  const connectionString = env.DATABASE_URL ?? (embedded?.connectionString as string);
  const stop = async () => {
    await embedded?.stop();
  };
  try {
    const { admin } = await bootstrapDatabase(connectionString, {
      adminUsername: env.ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD,
      adminEmail: env.ADMIN_EMAIL,
      // The standalone run is the demo: it shows the sample jobs and posts (README).
      sampleData: true,
      applicationName: 'standalone',
    });
    const lines = describeBootstrapAdmin(admin);
    if (postgresDir?.notice) {
      lines.unshift(postgresDir.notice);
    }
    return { connectionString, embeddedDir: postgresDir?.path, lines, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type ChildService, startChildService } from './child-service.ts';
import { prepareDatabase } from './database.ts';
import { loadEnv } from './env.ts';
import { buildGateway } from './gateway.ts';
import { paths } from './paths.ts';
import { loadOrCreateSecrets } from './secrets.ts';

// The README's run command: one process tree serving the whole product at one URL with no
// configuration (ARCHITECTURE.md, "Three ways to run", 1).
async function main(): Promise<void> {
  const envFile = resolve(paths.root, '.env');
  if (existsSync(envFile)) {
    // Values already in the environment win over the file.
    process.loadEnvFile(envFile);
  }
  const env = loadEnv();
  const dataDir = resolve(paths.root, env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });

  console.log('Preparing the database...');
  const database = await prepareDatabase(env, dataDir);
  const secrets = await loadOrCreateSecrets(resolve(dataDir, 'secrets.json'));
  const children: ChildService[] = [];
  let gateway: Awaited<ReturnType<typeof buildGateway>> | undefined;
  let isShuttingDown = false;

  const shutdown = async (code: number) => {
    if (isShuttingDown) {
      return;
    }
    isShuttingDown = true;
    await gateway?.close().catch(() => undefined);
    await Promise.all(children.map((child) => child.stop()));
    await database.stop().catch((error: unknown) => console.error('Stopping Postgres:', error));
    process.exit(code);
  };
  const onChildExit = (name: string, code: number | null) => {
    if (isShuttingDown) {
      return;
    }
    console.error(`${name} stopped unexpectedly (exit code ${code}); shutting down.`);
    void shutdown(1);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  const sharedEnv = {
    PATH: process.env.PATH,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DATABASE_URL: database.connectionString,
    REDIS_URL: env.REDIS_URL,
    LOG_LEVEL: env.LOG_LEVEL,
    TRUST_PROXY: 'true',
  };
  try {
    children.push(
      await startChildService({
        name: 'public-api',
        entry: paths.publicApiEntry,
        healthPath: '/api/health',
        env: sharedEnv,
        onExit: onChildExit,
      }),
      await startChildService({
        name: 'admin-api',
        entry: paths.adminApiEntry,
        healthPath: '/api/admin/health',
        env: {
          ...sharedEnv,
          JWT_SECRET: env.JWT_SECRET ?? secrets.jwtSecret,
          FILES_DIR: resolve(dataDir, 'files'),
        },
        onExit: onChildExit,
      }),
    );
    const [publicApi, adminApi] = children as [ChildService, ChildService];
    gateway = await buildGateway({
      webDir: paths.webDir,
      adminDir: paths.adminDir,
      publicApiUrl: publicApi.url,
      adminApiUrl: adminApi.url,
      logLevel: env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL,
    });
    await gateway.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
    return;
  }

  const host = env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
  const url = `http://${host}:${env.PORT}`;
  console.log(`\nPhi Automation is running at ${url}`);
  console.log(`  site  ${url}/\n  admin ${url}/admin/\n  api   ${url}/api/docs`);
  console.log(
    database.isEmbedded
      ? `  database: embedded PostgreSQL in ${resolve(dataDir, 'postgres')}`
      : '  database: DATABASE_URL',
  );
  if (database.generatedAdmin) {
    console.log('\nFirst start: an admin account was created. Keep these credentials; they are');
    console.log('shown only once (set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own):');
    console.log(`  username: ${database.generatedAdmin.username}`);
    console.log(`  password: ${database.generatedAdmin.password}`);
  }
  console.log('\nPress Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

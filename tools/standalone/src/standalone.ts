import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { findFreePort } from '@phi/embedded-postgres';
import { type ChildService, spawnChildService } from './child-service.ts';
import { prepareDatabase } from './database.ts';
import { isLoopbackHost, loadEnv, voiceEnv } from './env.ts';
import { buildGateway } from './gateway.ts';
import { watchParent } from './parent-watch.ts';
import { paths } from './paths.ts';
import { loadOrCreateSecrets } from './secrets.ts';
import { planVoiceAgent } from './voice-agent.ts';

const shutdownSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

// The README's run command: one process tree serving the whole product at one URL with no
// configuration (docs/architecture.md#run-modes, 1).
async function main(): Promise<void> {
  const envFile = resolve(paths.root, '.env');
  if (existsSync(envFile)) {
    // Values already in the environment win over the file.
    process.loadEnvFile(envFile);
  }
  const env = loadEnv();
  const dataDir = resolve(paths.root, env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  const filesDir = resolve(dataDir, 'files');
  // Private uploads: only the services' own user may read them.
  await mkdir(filesDir, { recursive: true, mode: 0o700 });

  console.log('Preparing the database...');
  let shutdown: (code: number) => Promise<void> = async (code) => process.exit(code);
  let isShuttingDown = false;
  // Ctrl-C in a terminal signals every process of the group at once: a child that stops a few
  // milliseconds before this process sees the signal is part of that shutdown, not a crash.
  const onUnexpectedStop = (what: string) => {
    setTimeout(() => {
      if (!isShuttingDown) {
        console.error(`${what} stopped unexpectedly; shutting down.`);
        void shutdown(1);
      }
    }, 250);
  };
  const database = await prepareDatabase(env, dataDir, () =>
    onUnexpectedStop('The embedded PostgreSQL server'),
  );
  // A generated password exists only in this process: print it once, in the summary below,
  // or before exiting should start-up fail from here on.
  let isAdminPrinted = false;
  const printAdminOnce = () => {
    if (!isAdminPrinted && database.lines.length > 0) {
      isAdminPrinted = true;
      console.log(`\n${database.lines.join('\n')}`);
    }
  };
  const children: ChildService[] = [];
  let gateway: Awaited<ReturnType<typeof buildGateway>> | undefined;

  // Ordered shutdown: stop taking requests, let the APIs drain, then stop Postgres last.
  shutdown = async (code: number) => {
    if (isShuttingDown) {
      return;
    }
    isShuttingDown = true;
    printAdminOnce();
    await gateway?.close().catch(() => undefined);
    await Promise.all(children.map((child) => child.stop()));
    await database.stop().catch((error: unknown) => console.error('Stopping Postgres:', error));
    process.exit(code);
  };
  // embedded-postgres installs its own signal handlers that stop Postgres and exit at once,
  // racing the draining APIs; this process owns shutdown instead.
  for (const signal of shutdownSignals) {
    process.removeAllListeners(signal);
    process.once(signal, () => void shutdown(0));
  }
  watchParent(() => {
    console.log('The command that started this run has stopped; shutting down.');
    void shutdown(0);
  });
  // Last resort if the process dies another way: never leave an API running.
  process.once('exit', () => {
    for (const child of children) {
      child.process.kill('SIGKILL');
    }
  });
  // The embedded cluster's address (with its generated password) for psql and the end-to-end
  // tests' database checks; owner-only like the secrets beside it.
  const databaseUrlFile = resolve(dataDir, 'database-url');
  const onChildExit = (name: string, code: number | null) => {
    onUnexpectedStop(`${name} (exit code ${code})`);
  };

  const sharedEnv = {
    NODE_ENV: env.NODE_ENV,
    // public-api stores uploads, admin-api serves them to staff, the worker sweeps them: one
    // private directory.
    FILES_DIR: filesDir,
    REDIS_URL: env.REDIS_URL,
    // BullMQ keeps its queues in the same database through its PostgreSQL backend, or on Redis
    // when REDIS_URL is set; public-api (Refresh News) and the worker must agree.
    QUEUE_BACKEND: env.REDIS_URL ? 'redis' : 'postgres',
    // On PostgreSQL under their own login, which owns the bullmq schema and nothing else.
    QUEUE_DATABASE_URL: env.REDIS_URL ? undefined : database.queueUrl,
    LOG_LEVEL: env.LOG_LEVEL,
    // The gateway overwrites X-Forwarded-For with the socket address, so it can be trusted.
    TRUST_PROXY: 'true',
  };
  // One model configuration for the chat (public-api) and the knowledge indexer (worker).
  const modelEnv = {
    OPENAI_API_KEY: env.OPENAI_API_KEY,
    OPENAI_BASE_URL: env.OPENAI_BASE_URL,
    OPENAI_CHAT_MODEL: env.OPENAI_CHAT_MODEL,
    OPENAI_EMBEDDING_MODEL: env.OPENAI_EMBEDDING_MODEL,
    OPENAI_TIMEOUT_MS: env.OPENAI_TIMEOUT_MS,
    OPENAI_FIRST_TOKEN_TIMEOUT_MS: env.OPENAI_FIRST_TOKEN_TIMEOUT_MS,
  };
  try {
    const secrets = await loadOrCreateSecrets(resolve(dataDir, 'secrets.json'));
    await (database.embeddedDir
      ? writeFile(databaseUrlFile, database.connectionString, { mode: 0o600 })
      : rm(databaseUrlFile, { force: true }));
    const publicApi = await spawnChildService({
      name: 'public-api',
      entry: paths.publicApiEntry,
      healthPath: '/api/health',
      env: {
        ...sharedEnv,
        // Each deployable as its own database login (docs/architecture.md#database-roles).
        DATABASE_URL: database.serviceUrls['public-api'],
        ...modelEnv,
        CHAT_LIMIT_PER_IP_PER_MINUTE: env.CHAT_LIMIT_PER_IP_PER_MINUTE,
        CHAT_OFFLINE_WORD_DELAY_MS: env.CHAT_OFFLINE_WORD_DELAY_MS,
        ...voiceEnv(env),
      },
      onExit: onChildExit,
    });
    children.push(publicApi);
    const adminApi = await spawnChildService({
      name: 'admin-api',
      entry: paths.adminApiEntry,
      healthPath: '/api/admin/health',
      env: {
        ...sharedEnv,
        DATABASE_URL: database.serviceUrls['admin-api'],
        JWT_SECRET: env.JWT_SECRET ?? secrets.jwtSecret,
        // Browsers keep Secure (and so __Host-) cookies from http://localhost and 127.0.0.1,
        // which they treat as secure contexts: the refresh cookie is __Host-phi_refresh there
        // too (apps/admin/e2e/account-security.spec.ts). Served to other machines over plain
        // http (HOST=0.0.0.0), where browsers drop Secure cookies, it goes without the flag.
        COOKIE_SECURE: isLoopbackHost(env.HOST) ? 'true' : 'false',
        LOGIN_LIMIT_PER_IP_PER_MINUTE: env.LOGIN_LIMIT_PER_IP_PER_MINUTE?.toString(),
      },
      onExit: onChildExit,
    });
    children.push(adminApi);
    // The background jobs: news feeds on schedule and on Refresh News, housekeeping.
    const newsWorker = await spawnChildService({
      name: 'news-worker',
      entry: paths.newsWorkerEntry,
      healthPath: undefined,
      env: {
        ...sharedEnv,
        DATABASE_URL: database.serviceUrls['news-worker'],
        // The site indexer embeds chunks with the model the chat embeds questions with.
        ...modelEnv,
        NEWS_ALLOW_PRIVATE_HOSTS: env.NEWS_ALLOW_PRIVATE_HOSTS,
        // Within the 10 s the launcher gives each child to stop.
        SHUTDOWN_DEADLINE_MS: '5000',
      },
      onExit: onChildExit,
    });
    children.push(newsWorker);
    const voiceAgent = planVoiceAgent(env);
    if (voiceAgent.start) {
      const agent = await spawnChildService({
        name: 'voice-agent',
        entry: paths.voiceAgentEntry,
        // Its health route answers once it is registered with LiveKit, which the site does not
        // wait for: a LiveKit that is down must not keep the site from starting.
        healthPath: undefined,
        env: {
          NODE_ENV: env.NODE_ENV,
          DATABASE_URL: database.serviceUrls['voice-agent'],
          LOG_LEVEL: env.LOG_LEVEL,
          AGENT_HTTP_PORT: String(await findFreePort()),
          ...voiceAgent.env,
        },
        // Voice is optional: the site keeps running without its agent.
        onExit: (name, code) => {
          if (!isShuttingDown) {
            console.error(`${name} stopped (exit code ${code}); the site runs on without voice.`);
          }
        },
      });
      children.push(agent);
    } else {
      console.log(voiceAgent.reason);
    }
    await Promise.all([publicApi.ready, adminApi.ready, newsWorker.ready]);
    gateway = await buildGateway({
      webDir: paths.webDir,
      adminDir: paths.adminDir,
      publicApiUrl: publicApi.url,
      adminApiUrl: adminApi.url,
      logLevel: env.LOG_LEVEL,
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
  console.log(`  site   ${url}/\n  admin  ${url}/admin/login\n  api    ${url}/api/docs`);
  console.log(
    database.embeddedDir
      ? `  database: embedded PostgreSQL in ${database.embeddedDir} (address in ${databaseUrlFile})`
      : '  database: DATABASE_URL',
  );
  // Last, so the credentials are not lost above the services' start-up output.
  printAdminOnce();
  console.log('\nPress Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

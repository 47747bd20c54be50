import pg from 'pg';
import { sharedEmbeddedServerEnv, startTestCluster } from './testing.ts';

async function describeConfiguredServer(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>(
      "select current_setting('server_version') as version",
    );
    const { hostname, port } = new URL(url);
    return `PostgreSQL ${rows[0]?.version} at ${hostname}:${port || 5432} (TEST_DATABASE_URL)`;
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL does not reach a PostgreSQL server (${(error as Error).message}); unset it to use an embedded one`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Vitest globalSetup for integration suites: names the real PostgreSQL the tests run on, so a
 * test run's output shows it (and fails at once, clearly, when TEST_DATABASE_URL is unusable).
 * Without TEST_DATABASE_URL it starts one embedded server for the whole run and hands it to
 * the worker processes (testing.ts reads it), instead of one server per test file: vitest
 * runs each isolated test file in a process of its own.
 */
export default async function setUpIntegrationDatabase(): Promise<
  (() => Promise<void>) | undefined
> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    console.log(`integration tests: ${await describeConfiguredServer(url)}`);
    return undefined;
  }
  const cluster = await startTestCluster();
  // Workers are started after globalSetup and inherit this environment.
  process.env[sharedEmbeddedServerEnv] = cluster.url;
  console.log('integration tests: embedded PostgreSQL (TEST_DATABASE_URL is unset)');
  return async () => {
    delete process.env[sharedEmbeddedServerEnv];
    await cluster.stop();
  };
}

import pg from 'pg';

/**
 * Vitest globalSetup for integration suites: names the real PostgreSQL the tests run on, so a
 * test run's output shows it (and fails at once, clearly, when TEST_DATABASE_URL is unusable).
 */
export default async function reportIntegrationDatabase(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('integration tests: embedded PostgreSQL (TEST_DATABASE_URL is unset)');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>(
      "select current_setting('server_version') as version",
    );
    const { hostname, port } = new URL(url);
    console.log(
      `integration tests: PostgreSQL ${rows[0]?.version} at ${hostname}:${port || 5432} (TEST_DATABASE_URL)`,
    );
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL does not reach a PostgreSQL server (${(error as Error).message}); unset it to use an embedded one`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

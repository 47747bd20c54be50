/**
 * The environment tools/standalone/e2e-server.mjs runs with for a test or bench: loopback only,
 * a fresh embedded PostgreSQL in `dataDir`, no Redis, a known bootstrap admin, quiet logs.
 */
export function standaloneTestEnv(options: {
  port: number;
  dataDir: string;
  admin: { username: string; password: string };
}): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    ADMIN_USERNAME: options.admin.username,
    ADMIN_PASSWORD: options.admin.password,
    LOG_LEVEL: 'warn',
  };
}

import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tools/e2e/chromium.ts';
import { e2eDataDir } from './tools/e2e/database.ts';
import { standaloneTestEnv } from './tools/e2e/standalone-env.ts';
import { decideChromium, readChromiumFacts } from './tools/preflight/chromium.mjs';

// End-to-end tests run against the standalone build (README run command) on a fresh embedded
// PostgreSQL in .data/e2e (or E2E_DATA_DIR), in Debian's Chromium (tools/e2e/chromium.ts).
// E2E_PORT lets several checkouts run their end-to-end suites on one machine at once.
const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eAdmin = { username: 'admin', password: 'e2e-admin-password-123' };
process.env.PW_ADMIN_USERNAME = e2eAdmin.username;
process.env.PW_ADMIN_PASSWORD = e2eAdmin.password;

// `playwright test` run directly skips the preflight of `pnpm test:e2e`: stop with one line
// rather than a launch error from every test.
const chromium = decideChromium(readChromiumFacts(process.env));
if (chromium.action !== 'none') {
  throw new Error(
    chromium.action === 'stop'
      ? chromium.message
      : `Chromium is missing at ${chromiumPath}: \`pnpm preflight\` installs it (${chromium.command}).`,
  );
}

export default defineConfig({
  testMatch: ['apps/*/e2e/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // No retries: a test that passes only on its second try is a bug to see, not to hide.
  retries: 0,
  reporter: [['list']],
  // Budgets for a loaded two-core machine, which runs the standalone build (gateway, both
  // APIs, PostgreSQL) and two Chromiums at once. The two failures seen under load were these
  // budgets running out: the CSV export test (apps/admin/e2e/contacts.spec.ts) waited
  // the default 5 s for the first list on a cold admin page, and the new-admin test
  // (apps/admin/e2e/analytics-settings.spec.ts) signs in three times in two browser contexts,
  // each starting from a cold cache, and ran out of its 30 s during the second sign-in.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node tools/standalone/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...standaloneTestEnv({ port, dataDir: e2eDataDir, admin: e2eAdmin }),
      // Every test signs in from 127.0.0.1: the per-address sign-in limit would refuse the suite.
      LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000',
      // The news worker may fetch the feed server apps/admin/e2e/news-sources.spec.ts starts on
      // 127.0.0.1; real feeds on private addresses stay refused (docs/architecture.md#news-pipeline).
      NEWS_ALLOW_PRIVATE_HOSTS: '127.0.0.1',
    },
  },
});

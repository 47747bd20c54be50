import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../e2e/chromium.ts';
import { readRehearsalInfo } from './src/rehearsal-info.ts';

// The compose rehearsal's smoke tests, run by its runner (src/rehearsal.ts) once the topology
// is up; apart from the root playwright.config.ts, which runs the standalone build.
const info = readRehearsalInfo(process.env);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: info.baseUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});

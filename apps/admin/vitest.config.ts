import { defineConfig } from 'vitest/config';

// Only unit tests beside the code are collected, never the Playwright specs in e2e/.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 20_000,
  },
});

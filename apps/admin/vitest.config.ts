import { defineConfig } from 'vitest/config';

// Only unit tests beside the code are collected, never the Playwright specs in e2e/.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-setup.ts'],
    // No file replaces a module, and each one cleans up what it rendered (src/test-setup.ts
    // resets what else a file may leave behind), so the files share the modules and window a
    // worker has loaded instead of loading React, the router and happy-dom again for each: the
    // 36 files took 11 s of CPU instead of 59 s.
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
  },
});

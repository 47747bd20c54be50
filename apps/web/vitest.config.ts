import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin builds the whole app and must not
// run inside unit tests. Only unit tests beside the code are collected, never e2e/ specs.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
  },
});

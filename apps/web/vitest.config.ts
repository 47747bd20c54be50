import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin builds the whole app and must not
// run inside unit tests. Unit tests beside the code (app/, and build-tools/ for what the build
// runs under Node) and the build-output checks in test/ are collected, never e2e/ specs.
// test/bundle-size.test.ts reads build/client, so the build runs first (turbo: @phi/web#test
// depends on build).
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'build-tools/**/*.test.ts',
      'test/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
  },
});

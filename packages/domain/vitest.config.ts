import { defineConfig } from 'vitest/config';

// Unit tests only: the services' integration suites exercise these functions against Postgres.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});

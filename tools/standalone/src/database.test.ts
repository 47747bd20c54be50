import { createTestDatabase } from '@phi/db/testing';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from './database.ts';
import { envSchema } from './env.ts';

// The standalone run is the demo (README): unlike compose's migrate job, it seeds the sample
// jobs and blog posts (docs/architecture.md#sample-data).
describe('prepareDatabase', () => {
  it('seeds the sample jobs and blog posts', async () => {
    const database = await createTestDatabase();
    try {
      const env = envSchema.parse({
        DATABASE_URL: database.url,
        ADMIN_PASSWORD: 'standalone-test-password',
      });
      const prepared = await prepareDatabase(env, '.', () => undefined);
      await prepared.stop();
      expect(await database.db.selectFrom('jobs').select('id').execute()).not.toEqual([]);
      expect(await database.db.selectFrom('blogPosts').select('id').execute()).not.toEqual([]);
    } finally {
      await database.drop();
    }
  });
});

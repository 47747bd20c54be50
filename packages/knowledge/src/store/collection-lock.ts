import type { Database } from '@phi/db';
import { type Kysely, sql } from 'kysely';

/**
 * Runs `work` on one connection holding a session advisory lock for the collection: two
 * indexers of one collection (a worker's start-up run and its first scheduled run, or two
 * workers) take turns, and the second finds the first's work done instead of redoing it. The
 * lock goes with the connection if the process dies.
 */
export async function withCollectionLock<T>(
  db: Kysely<Database>,
  collection: string,
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('phi.knowledge'), hashtext(${collection}))`.execute(
      connection,
    );
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('phi.knowledge'), hashtext(${collection}))`.execute(
        connection,
      );
    }
  });
}

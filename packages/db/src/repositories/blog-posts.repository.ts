import type { Kysely } from 'kysely';
import type { BlogPostRow, Database } from '../schema.ts';

/** Posts published by `now`, newest first; a post dated later stays hidden until then. */
export function listBlogPostsPublishedBy(db: Kysely<Database>, now: Date): Promise<BlogPostRow[]> {
  return db
    .selectFrom('blogPosts')
    .selectAll()
    .where('publishedAt', '<=', now)
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

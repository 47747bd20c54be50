import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { estimateReadTime, seedBlogPosts } from './blog-posts.data.ts';
import { seedJobs } from './jobs.data.ts';
import { seedNewsSources } from './news-sources.data.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Runs `insert` once per database for a named batch: the seed_history row and the content
 * commit together, and a concurrent run waits on the row lock, then finds the batch done.
 * Content an admin later deletes is therefore never re-created by a restart.
 */
export async function runBatchOnce(
  db: Kysely<Database>,
  name: string,
  insert: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seedHistory')
      .values({ name })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) {
      return false;
    }
    await insert(trx);
    return true;
  });
}

export async function seedJobPostings(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return runBatchOnce(db, 'jobs-v1', async (trx) => {
    await trx
      .insertInto('jobs')
      .values(
        seedJobs.map((job) => ({
          title: job.title,
          location: job.location,
          type: job.type,
          description: job.description,
          requirements: job.requirements,
          createdAt: new Date(now.getTime() - job.postedDaysAgo * dayMs),
        })),
      )
      .execute();
  });
}

export async function seedBlog(db: Kysely<Database>): Promise<boolean> {
  return runBatchOnce(db, 'blog-posts-v1', async (trx) => {
    await trx
      .insertInto('blogPosts')
      .values(
        seedBlogPosts.map((post) => {
          const content = post.paragraphs.join('\n\n');
          return {
            title: post.title,
            slug: post.slug,
            excerpt: post.excerpt,
            content,
            author: post.author,
            publishedAt: post.publishedAt,
            readTime: estimateReadTime(content),
            tags: post.tags,
            featured: post.featured,
          };
        }),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  });
}

export async function seedNewsSourceList(db: Kysely<Database>): Promise<boolean> {
  return runBatchOnce(db, 'news-sources-v1', async (trx) => {
    await trx
      .insertInto('newsSources')
      .values(seedNewsSources)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  });
}

import { marketingPages } from '@phi/content';
import { buildCareersApplyPath } from '@phi/contracts/navigation';
import type { Job } from '@phi/contracts/public';
import { type Database, listNewsArticlesPage } from '@phi/db';
import { listOpenJobs } from '@phi/domain/jobs';
import { listPublishedBlogPosts } from '@phi/domain/news';
import type { Kysely } from 'kysely';
import { extractMarkdown } from '../extract/markdown-text.ts';
import type { KnowledgeDocumentInput } from '../store/knowledge-document.ts';
import { pageSections } from './page-sections.ts';

/** How much news the site collection holds: the latest articles, none older than this. */
export const siteNewsLimits = { maxArticles: 200, maxAgeDays: 60 } as const;

const dayMs = 24 * 60 * 60 * 1000;

function pageDocuments(): KnowledgeDocumentInput[] {
  return [...marketingPages.values()].map((page) => ({
    key: page.path,
    title: page.title,
    path: page.path,
    sections: pageSections(page),
  }));
}

function jobDocument(job: Job): KnowledgeDocumentInput {
  const requirements = job.requirements.map((requirement) => `- ${requirement}`).join('\n');
  return {
    key: `job:${job.id}`,
    title: `${job.title} (job opening)`,
    // The careers page links each opening to its application form (apps/web open positions).
    path: buildCareersApplyPath(job.id),
    sections: [
      {
        headingPath: ['Careers', job.title],
        text: `${job.title}: ${job.type}, ${job.location}.\n\n${job.description}${
          requirements ? `\n\nRequirements:\n${requirements}` : ''
        }`,
      },
    ],
  };
}

async function blogDocuments(db: Kysely<Database>, now: Date): Promise<KnowledgeDocumentInput[]> {
  const posts = await listPublishedBlogPosts(db, now);
  return posts.map((post) => {
    const body = extractMarkdown(post.content);
    return {
      key: `blog:${post.slug}`,
      title: post.title,
      // Posts have no page of their own: /blog lists them.
      path: '/blog',
      sections: [
        { headingPath: [], text: `${post.excerpt}\n\nBy ${post.author}.` },
        ...body.sections.map((section) => ({
          headingPath: section.headingPath,
          text: section.text,
        })),
      ],
    };
  });
}

async function newsDocuments(db: Kysely<Database>, now: Date): Promise<KnowledgeDocumentInput[]> {
  const since = now.getTime() - siteNewsLimits.maxAgeDays * dayMs;
  const rows = await listNewsArticlesPage(db, {}, { limit: siteNewsLimits.maxArticles, offset: 0 });
  return rows
    .filter((row) => (row.publishedAt ?? row.createdAt).getTime() >= since)
    .map((row) => ({
      key: `news:${row.id}`,
      title: row.title,
      path: row.url,
      sections: [
        {
          headingPath: [],
          text: [row.sourceName ? `From ${row.sourceName}.` : '', row.excerpt, row.content]
            .filter((part): part is string => Boolean(part?.trim()))
            .join('\n\n'),
        },
      ],
    }));
}

/**
 * The site collection: every marketing page (path = its route), each open job (its
 * application page), published blog posts (/blog) and recent news articles (their URL).
 */
export async function buildSiteDocuments(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<KnowledgeDocumentInput[]> {
  const [jobs, blog, news] = await Promise.all([
    listOpenJobs(db),
    blogDocuments(db, now),
    newsDocuments(db, now),
  ]);
  return [...pageDocuments(), ...jobs.map(jobDocument), ...blog, ...news];
}

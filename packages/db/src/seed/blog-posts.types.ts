export interface SeedBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  /** ISO date of publication. */
  publishedAt: string;
  tags: string[];
  featured: boolean;
  /** Markdown: paragraphs and level-2 headings, no raw HTML. */
  paragraphs: string[];
}

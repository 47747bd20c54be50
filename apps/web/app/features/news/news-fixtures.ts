import type { NewsArticle } from '@phi/contracts/public';

// Test data only: articles in the exact shape GET /api/news, /api/news/featured and the blog
// fallback send (newsArticleSchema; news-api.test.ts checks them against it). Titles, people
// and sources are realistic but made up; every address is on the reserved example.org domain.

const subjects = [
  {
    title: 'Sparse mixture-of-experts models cut inference cost on long documents',
    category: 'research',
    sourceName: 'arXiv cs.LG',
    tags: ['Mixture of Experts', 'Inference', 'LLM', 'Efficiency'],
  },
  {
    title: 'Diffusion transformers reach state of the art on medical image segmentation',
    category: 'dl',
    sourceName: 'MIT Technology Review',
    tags: ['Diffusion', 'Medical Imaging', 'Transformers', 'Segmentation'],
  },
  {
    title: 'Gradient-boosted trees still beat deep nets on most tabular benchmarks',
    category: 'ml',
    sourceName: 'Towards Data Science',
    tags: ['Tabular Data', 'XGBoost', 'Benchmarks', 'Deep Learning'],
  },
  {
    title: 'UK manufacturers double their spending on predictive maintenance AI',
    category: 'industry',
    sourceName: 'VentureBeat',
    tags: ['Manufacturing', 'Predictive Maintenance', 'UK', 'Adoption'],
  },
  {
    title: 'University consortium opens a shared GPU cluster for NLP research',
    category: 'academic',
    sourceName: 'Nature News',
    tags: ['Compute', 'NLP', 'Universities', 'Open Science'],
  },
  {
    title: 'Small language models running on-device handle most voice assistant requests',
    category: 'ai',
    sourceName: 'The Verge',
    tags: ['Edge AI', 'Voice', 'Small Models', 'Privacy'],
  },
] as const;

const authors = ['Priya Raman', 'Tom Okafor', 'Hannah Leigh', 'Marco Bianchi', 'Aisha Khan'];

/** A test article; `key` makes the id, title and address unique. */
export function buildArticle(key: string, overrides: Partial<NewsArticle> = {}): NewsArticle {
  const index = [...key].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const subject = subjects[index % subjects.length] ?? subjects[0];
  return {
    id: `test-${key}`,
    title: `${subject.title} (${key})`,
    excerpt:
      'Researchers report that routing each token to two of sixty-four experts keeps quality within one point of a dense model while using a quarter of the compute per document.',
    author: authors[index % authors.length] ?? 'Priya Raman',
    publishedAt: '2025-06-10T08:30:00.000Z',
    readTime: '6 min read',
    tags: [...subject.tags],
    url: `https://news.example.org/articles/${key}`,
    imageUrl: `https://images.example.org/news/${key}.jpg`,
    category: subject.category,
    sourceName: subject.sourceName,
    isFeatured: false,
    ...overrides,
  };
}

/** `count` test articles keyed `${prefix}-1` onwards. */
export function buildArticles(
  prefix: string,
  count: number,
  overrides: Partial<NewsArticle> = {},
): NewsArticle[] {
  return Array.from({ length: count }, (_, index) =>
    buildArticle(`${prefix}-${index + 1}`, overrides),
  );
}

/** A blog post as GET /api/blog sends it (blogPostSchema): the page reads it as an article. */
export const sampleBlogPost = {
  id: 'test-blog-1',
  title: 'What we learned shipping voice agents to twelve call centres',
  slug: 'voice-agents-call-centres',
  excerpt: 'Latency budgets, barge-in and the handover to a human: the lessons of our first year.',
  content: 'Latency budgets, barge-in and the handover to a human.',
  author: 'Phi Automation Team',
  publishedAt: '2025-05-20T09:00:00.000Z',
  readTime: '8 min read',
  tags: ['Voice AI', 'Customer Service', 'Lessons'],
  featured: true,
};

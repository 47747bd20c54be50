import { newsSourceDefaultPriority } from '@phi/contracts';

export interface SeedNewsSource {
  name: string;
  type: 'rss';
  url: string;
  rssUrl: string;
  /** Larger is fetched first; the spec's default is 1. */
  priority: number;
}

const higherPriority = newsSourceDefaultPriority + 1;

// Public feeds of well-known AI and machine-learning sources: research pre-prints, lab blogs
// and journalism, to fill the news page (spec: chat-news-admin §2, News and blog page).
export const seedNewsSources: SeedNewsSource[] = [
  {
    name: 'arXiv cs.AI',
    type: 'rss',
    url: 'https://arxiv.org/list/cs.AI/recent',
    rssUrl: 'https://rss.arxiv.org/rss/cs.AI',
    priority: newsSourceDefaultPriority,
  },
  {
    name: 'arXiv cs.LG',
    type: 'rss',
    url: 'https://arxiv.org/list/cs.LG/recent',
    rssUrl: 'https://rss.arxiv.org/rss/cs.LG',
    priority: newsSourceDefaultPriority,
  },
  {
    name: 'Google AI Blog',
    type: 'rss',
    url: 'https://blog.google/technology/ai/',
    rssUrl: 'https://blog.google/technology/ai/rss/',
    priority: higherPriority,
  },
  {
    name: 'OpenAI News',
    type: 'rss',
    url: 'https://openai.com/news/',
    rssUrl: 'https://openai.com/news/rss.xml',
    priority: higherPriority,
  },
  {
    name: 'MIT News: Artificial Intelligence',
    type: 'rss',
    url: 'https://news.mit.edu/topic/artificial-intelligence2',
    rssUrl: 'https://news.mit.edu/rss/topic/artificial-intelligence2',
    priority: higherPriority,
  },
  {
    name: 'Berkeley Artificial Intelligence Research (BAIR) Blog',
    type: 'rss',
    url: 'https://bair.berkeley.edu/blog/',
    rssUrl: 'https://bair.berkeley.edu/blog/feed.xml',
    priority: newsSourceDefaultPriority,
  },
  {
    name: 'The Gradient',
    type: 'rss',
    url: 'https://thegradient.pub/',
    rssUrl: 'https://thegradient.pub/rss/',
    priority: newsSourceDefaultPriority,
  },
  {
    name: 'Hugging Face Blog',
    type: 'rss',
    url: 'https://huggingface.co/blog',
    rssUrl: 'https://huggingface.co/blog/feed.xml',
    priority: higherPriority,
  },
];

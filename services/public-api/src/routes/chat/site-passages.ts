import { chatLimits } from '@phi/contracts/constants';
import type { ChatHistoryItem, ChatSource } from '@phi/contracts/public';

/** A passage of the site collection as the chat uses it (from @phi/knowledge, best first). */
export interface SitePassage {
  title: string;
  path: string;
  excerpt: string;
  content: string;
  score: number;
}

/** Relevant passages for a query, best first; empty when nothing on the site is relevant. */
export type SearchSite = (query: string, signal: AbortSignal) => Promise<SitePassage[]>;

// A short follow-up ("and the price?") says little alone: the visitor's previous question
// joins it for retrieval, never for the answer.
const shortFollowUpWords = 4;

export function retrievalQuery(message: string, history: readonly ChatHistoryItem[]): string {
  if (message.split(/\s+/).filter(Boolean).length >= shortFollowUpWords) {
    return message;
  }
  const previous = history.findLast((item) => item.role === 'user');
  return previous ? `${previous.content.slice(0, 500)} ${message}` : message;
}

/** One passage per page (its best), at most maxSources, in the order they came. */
export function pickPassages(passages: readonly SitePassage[]): SitePassage[] {
  const seen = new Set<string>();
  const picked: SitePassage[] = [];
  for (const passage of passages) {
    if (seen.has(passage.path)) {
      continue;
    }
    seen.add(passage.path);
    picked.push(passage);
    if (picked.length === chatLimits.maxSources) {
      break;
    }
  }
  return picked;
}

export function toChatSource(passage: SitePassage): ChatSource {
  return { title: passage.title, path: passage.path, excerpt: passage.excerpt };
}

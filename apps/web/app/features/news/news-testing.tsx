import { createQueryClient } from '@phi/ui/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NewsArticles } from './news-articles.tsx';

// Shared by the news page's component tests: the articles at an address of the window (the
// topic lives in it: news-topic.ts) with a fresh query client, and what the cards show.

export function renderNewsArticles(address = '/blog') {
  window.history.replaceState(null, '', address);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsArticles />
    </QueryClientProvider>,
  );
}

export function getSection(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The addresses the cards of a section link to, in order. */
export function readCardUrls(section: HTMLElement): string[] {
  return within(section)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('link').getAttribute('href') ?? '');
}

/** The tags a card shows. */
export function readCardTags(card: HTMLElement): string[] {
  return within(within(card).getByRole('list', { name: 'Tags' }))
    .getAllByRole('listitem')
    .map((tag) => tag.textContent ?? '');
}

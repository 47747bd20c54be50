import { createQueryClient } from '@phi/ui/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NewsArticles } from './news-articles.tsx';

// Shared by the news page's component tests: the articles under a router (the topic lives in
// the address) with a fresh query client, and what the cards show.

export function renderNewsArticles(initialEntry = '/blog') {
  const router = createMemoryRouter([{ path: '/blog', element: <NewsArticles /> }], {
    initialEntries: [initialEntry],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
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

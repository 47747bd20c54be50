import { adminScreensCopy } from '@phi/content';
import type { NewsFeedHealth } from '@phi/contracts/admin';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedHealthCard } from './feed-health-card.tsx';

afterEach(cleanup);

const copy = adminScreensCopy.feedHealth;
const now = new Date('2026-11-26T12:00:00.000Z');

function renderCard(health: NewsFeedHealth) {
  render(
    <MemoryRouter>
      <FeedHealthCard health={health} now={now} />
    </MemoryRouter>,
  );
  return screen.getByTestId('feed-health');
}

const readValue = (card: HTMLElement, label: string) =>
  within(card).getByText(label).nextElementSibling?.textContent;

// Ours (docs/architecture.md#news-pipeline): the dashboard's feed-health card
describe('feed health card', () => {
  it('shows the counts and the last success as a relative date', () => {
    const card = renderCard({
      activeSources: 7,
      failingSources: 0,
      lastSuccessfulFetch: '2026-11-24T09:30:00.000Z',
    });
    expect(readValue(card, copy.activeSources)).toBe('7');
    expect(readValue(card, copy.failingSources)).toBe('0');
    expect(readValue(card, copy.lastSuccessfulFetch)).toBe('2 days ago');
    expect(card.className).not.toContain('amber');
    expect(within(card).getByRole('link', { name: copy.manage }).getAttribute('href')).toBe(
      '/news-sources',
    );
  });

  it('warns about failing sources and links to them', () => {
    const card = renderCard({
      activeSources: 7,
      failingSources: 2,
      lastSuccessfulFetch: '2026-11-26T11:00:00.000Z',
    });
    expect(card.className).toContain('border-amber-400/60');
    expect(readValue(card, copy.lastSuccessfulFetch)).toBe('Today');
    const link = within(card).getByRole('link', { name: copy.reviewFailing(2) });
    expect(link.textContent).toBe('2 failing sources: review them');
    expect(link.getAttribute('href')).toBe('/news-sources');
  });

  it('says Never before the first successful fetch', () => {
    const card = renderCard({ activeSources: 0, failingSources: 0, lastSuccessfulFetch: null });
    expect(readValue(card, copy.lastSuccessfulFetch)).toBe('Never');
  });
});

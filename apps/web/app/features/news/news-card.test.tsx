import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsCard } from './news-card.tsx';
import { buildArticle } from './news-fixtures.ts';

const now = new Date('2025-06-12T12:00:00.000Z');

function renderCard(overrides: Parameters<typeof buildArticle>[1] = {}, tagLimit = 3) {
  const article = buildArticle('card', overrides);
  render(
    <ul>
      <NewsCard article={article} tagLimit={tagLimit} titleId="news-card-title" />
    </ul>,
  );
  return { article, card: screen.getByRole('article') };
}

beforeEach(() => {
  // Only the clock: relative dates are read against it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// spec: chat-news-admin §2, §5 and §9, an article card
describe('NewsCard', () => {
  it('shows title, category, source, author, read time and the first tags', () => {
    const { article, card } = renderCard({ category: 'ml', sourceName: 'Towards Data Science' });
    const view = within(card);
    expect(view.getByRole('heading', { level: 3 }).textContent).toContain(article.title);
    expect(view.getByText('ML · Towards Data Science')).toBeTruthy();
    expect(view.getByText(article.author)).toBeTruthy();
    expect(view.getByText('6 min read')).toBeTruthy();
    const tags = within(view.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(article.tags.slice(0, 3));
  });

  it('shows 2 tags on a featured card', () => {
    const { card } = renderCard({}, 2);
    expect(
      within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('reads a bare number of minutes as "n min read"', () => {
    const { card } = renderCard({ readTime: '4' });
    expect(within(card).getByText('4 min read')).toBeTruthy();
  });

  it('cuts the excerpt at 150 characters and adds "..."', () => {
    const excerpt = `${'a'.repeat(149)}b${'c'.repeat(60)}`;
    const { card } = renderCard({ excerpt });
    const shown = within(card).getByText(/^a+b\.\.\.$/).textContent ?? '';
    expect(shown).toBe(`${'a'.repeat(149)}b...`);
    expect(shown.length).toBe(150 + 3);
  });

  it('keeps a short excerpt whole', () => {
    const { card } = renderCard({ excerpt: 'Short and complete.' });
    expect(within(card).getByText('Short and complete.')).toBeTruthy();
  });

  it.each([
    ['2025-06-12T09:00:00.000Z', 'Today'],
    ['2025-06-11T09:00:00.000Z', 'Yesterday'],
    ['2025-06-09T09:00:00.000Z', '3 days ago'],
    ['2025-05-29T09:00:00.000Z', '2 weeks ago'],
    ['2025-03-05T09:00:00.000Z', '5 March 2025'],
  ])('dates %s as "%s" in a time element', (publishedAt, text) => {
    const { card } = renderCard({ publishedAt });
    const time = within(card).getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(publishedAt);
  });

  it('says "Date not available" without a date', () => {
    const { card } = renderCard({ publishedAt: null });
    expect(within(card).getByText('Date not available')).toBeTruthy();
    expect(card.querySelector('time')).toBeNull();
  });

  it('opens the article in a new tab with rel="noopener noreferrer"', () => {
    const { article, card } = renderCard();
    const link = within(card).getByRole('link');
    expect(link.getAttribute('href')).toBe(article.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<p>x</p>', '/relative/path', ''])(
    'is not a link for the address %j',
    (url) => {
      const { article, card } = renderCard({ url });
      expect(within(card).queryByRole('link')).toBeNull();
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(article.title);
    },
  );

  it('shows an http(s) image lazily, with the title as alt text', () => {
    const { article, card } = renderCard();
    const image = within(card).getByRole('img', { name: article.title });
    expect(image.getAttribute('src')).toBe(article.imageUrl);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'ftp://images.example.org/a.jpg',
    null,
  ])('renders no image for %j, only the neutral block', (imageUrl) => {
    const { card } = renderCard({ imageUrl });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('news-image-placeholder')).toBeTruthy();
  });

  it('puts the neutral block in place of an image that fails to load', () => {
    const { card } = renderCard();
    const image = card.querySelector('img');
    if (!image) {
      throw new Error('the card shows no image');
    }
    fireEvent.error(image);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('news-image-placeholder')).toBeTruthy();
  });
});

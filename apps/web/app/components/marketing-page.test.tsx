import { type CallToAction, marketingPages, type PageSection } from '@phi/content';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketingPageView } from './marketing-page.tsx';

afterEach(cleanup);

function sectionLinks(section: PageSection): CallToAction[] {
  const own = section.callToAction ? [section.callToAction] : [];
  switch (section.kind) {
    case 'features':
    case 'offerings':
      return [...own, ...section.items.flatMap((item) => (item.link ? [item.link] : []))];
    case 'pricing':
      return [...own, ...section.tiers.map((tier) => tier.callToAction)];
    case 'products':
      return [
        ...own,
        ...section.items.flatMap((item) => [
          ...item.callsToAction,
          ...(item.link ? [item.link] : []),
        ]),
      ];
    default:
      return own;
  }
}

describe('MarketingPageView', () => {
  for (const page of marketingPages.values()) {
    it(`renders every part of ${page.path}`, () => {
      render(
        <MemoryRouter initialEntries={[page.path]}>
          <MarketingPageView page={page} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(page.heading);
      const sections = page.sections ?? [];
      for (const section of sections) {
        // Each section is a landmark named by its own heading.
        const region = screen.getByRole('region', { name: section.heading });
        expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(section.heading);
      }
      const hrefs = new Set(
        screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? ''),
      );
      const links = [
        ...page.callsToAction,
        ...sections.flatMap(sectionLinks),
        ...(page.closing?.callsToAction ?? []),
      ];
      for (const link of links) {
        expect(hrefs.has(link.to), `${page.path} → ${link.to}`).toBe(true);
      }
    });
  }

  it('names repeated buttons after their card for screen readers', () => {
    const page = marketingPages.get('/products');
    if (!page) {
      throw new Error('no products page');
    }
    render(
      <MemoryRouter>
        <MarketingPageView page={page} />
      </MemoryRouter>,
    );
    const contactLinks = screen.getAllByRole('link', { name: /^Contact Us\s*:/ });
    expect(contactLinks.map((link) => link.textContent)).toEqual([
      'Contact Us: Voice Platform',
      'Contact Us: Workforce Suite',
      'Contact Us: Analytics Platform',
    ]);
  });
});

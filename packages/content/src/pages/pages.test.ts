import { contactFormAnchorId, productPricing } from '@phi/contracts/constants';
import {
  marketingRoutes,
  routePaths,
  routesWithoutSiteChrome,
  servicePagePaths,
} from '@phi/contracts/navigation';
import { productIds, productSchema } from '@phi/contracts/public';
import { describe, expect, it } from 'vitest';
import { formatAddress, formatCopyright } from '../company.ts';
import {
  buildPageText,
  getMarketingPage,
  marketingPages,
  newsArticlesAnchorId,
  openPositionsAnchorId,
  servicePages,
} from './index.ts';
import { products } from './products.ts';
import type { CallToAction, MarketingPage, PageSection, PageSectionKind } from './types.ts';

const knownPaths = new Set<string>([...marketingRoutes, '/careers/apply/general']);
const knownAnchors = new Set<string>([
  `#${contactFormAnchorId}`,
  `#${openPositionsAnchorId}`,
  `#${newsArticlesAnchorId}`,
]);

function sectionLinks(section: PageSection): CallToAction[] {
  const links: CallToAction[] = section.callToAction ? [section.callToAction] : [];
  switch (section.kind) {
    case 'features':
    case 'offerings':
      return [...links, ...section.items.flatMap((item) => (item.link ? [item.link] : []))];
    case 'pricing':
      return [...links, ...section.tiers.map((tier) => tier.callToAction)];
    case 'products':
      return [
        ...links,
        ...section.items.flatMap((item) => [
          ...item.callsToAction,
          ...(item.link ? [item.link] : []),
        ]),
      ];
    default:
      return links;
  }
}

function allLinks(page: MarketingPage): CallToAction[] {
  return [
    ...page.callsToAction,
    ...page.highlights.flatMap((item) => (item.link ? [item.link] : [])),
    ...(page.sections ?? []).flatMap(sectionLinks),
    ...(page.closing?.callsToAction ?? []),
  ];
}

const kindsOf = (path: string): PageSectionKind[] =>
  (getMarketingPage(path)?.sections ?? []).map((section) => section.kind);

describe('marketing pages', () => {
  it('has exactly one page for every prerendered marketing route', () => {
    for (const route of marketingRoutes) {
      expect(marketingPages.get(route)?.path, route).toBe(route);
    }
    expect(marketingPages.size).toBe(marketingRoutes.length);
  });

  it('gives every page a heading, an intro, a short meta description and a call to action', () => {
    for (const page of marketingPages.values()) {
      expect(page.heading.length, page.path).toBeGreaterThan(0);
      expect(page.intro.length, page.path).toBeGreaterThan(40);
      expect(page.description.length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThan(160);
      expect(page.callsToAction.length, page.path).toBeGreaterThan(0);
    }
  });

  it('gives every page its own title and description', () => {
    const pages = [...marketingPages.values()];
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it('holds no filler text', () => {
    const text = JSON.stringify([...marketingPages.values()]).toLowerCase();
    for (const filler of ['lorem', 'ipsum', 'coming soon', 'todo', 'placeholder', 'tbd']) {
      expect(text).not.toContain(filler);
    }
  });

  it('links only to real site paths, in-page anchors of the site or mail addresses', () => {
    for (const page of marketingPages.values()) {
      for (const link of allLinks(page)) {
        const isValid = link.to.startsWith('/')
          ? knownPaths.has(link.to)
          : knownAnchors.has(link.to) || link.to.startsWith('mailto:');
        expect(isValid, `${page.path} → ${link.to}`).toBe(true);
      }
    }
  });

  // spec: chat-news-admin §2, the chat is /chat: a call to action that offers a talk with Phi AI
  // (or a chat) goes there, never to the contact form.
  it('sends every call to action that offers the chat to /chat', () => {
    const offersChat = /\bchat\b|phi ai/i;
    for (const page of marketingPages.values()) {
      for (const link of allLinks(page).filter((action) => offersChat.test(action.label))) {
        expect(link.to, `${page.path}: ${link.label}`).toBe(routePaths.chat);
      }
    }
  });

  it('keeps every section filled and every section heading unique on its page', () => {
    for (const page of marketingPages.values()) {
      const sections = page.sections ?? [];
      const headings = sections.map((section) => section.heading);
      expect(new Set(headings).size, page.path).toBe(headings.length);
      for (const section of sections) {
        const text = buildPageText({ ...page, sections: [section] });
        expect(text.length, `${page.path} ${section.heading}`).toBeGreaterThan(100);
      }
    }
  });

  // spec: site-marketing-careers §2.9, hero buttons, the four steps and the closing button
  it('gives the careers page its hero buttons, hiring steps and closing call', () => {
    const page = getMarketingPage(routePaths.careers);
    expect(page.callsToAction.map((action) => [action.label, action.to])).toEqual([
      ['View Open Positions', '#open-positions'],
      ['General Inquiry', routePaths.companyContact],
    ]);
    const process = page.sections?.find((section) => section.kind === 'process');
    expect(process?.kind === 'process' ? process.steps.map((step) => step.title) : []).toEqual([
      'Apply',
      'Screen',
      'Interview',
      'Offer',
    ]);
    expect(page.closing?.callsToAction.map((action) => [action.label, action.to])).toEqual([
      ['Get In Touch', routePaths.companyContact],
    ]);
  });

  // spec: chat-news-admin §2, the news page's closing call to action
  it('closes the news page with Get In Touch and Explore Services', () => {
    const page = getMarketingPage(routePaths.blog);
    expect(page.callsToAction.map((action) => action.to)).toEqual([`#${newsArticlesAnchorId}`]);
    expect(page.closing?.callsToAction.map((action) => [action.label, action.to])).toEqual([
      ['Get In Touch', routePaths.companyContact],
      ['Explore Services', routePaths.services],
    ]);
  });

  it('keeps the spec headings', () => {
    expect(getMarketingPage('/').heading).toBe('Automation. Redefined.');
    expect(getMarketingPage('/services/ai-ml').heading).toBe('AI & ML Solutions');
    expect(getMarketingPage('/about').heading).toBe('About');
    expect(getMarketingPage('/company/contact').heading).toBe('Contact Sales');
    expect(getMarketingPage('/blog').heading).toBe('AI/ML/DL News & Insights');
    expect(getMarketingPage('/no-such-page')).toBeUndefined();
  });
});

// spec: site-marketing-careers §2.6, each service page: hero, feature cards, use-case lists,
// an industries grid and a closing call to action whose main button goes to /company/contact.
describe('service pages', () => {
  // The four group pages are landings (§2.3, §2.6 table): blocks that link to the detail pages.
  const landings: readonly string[] = [
    routePaths.servicesAiMl,
    routePaths.servicesSoftwareDevelopment,
    routePaths.servicesIot,
    routePaths.servicesDataScience,
  ];
  const detailPages = [...servicePagePaths, routePaths.servicesOpenSourceAi].filter(
    (path) => !landings.includes(path),
  );

  it('renders a page for every service path of the table', () => {
    for (const path of [...servicePagePaths, routePaths.servicesOpenSourceAi]) {
      expect(servicePages.get(path)?.path).toBe(path);
    }
  });

  it('gives every detail page features, use cases, industries and a closing', () => {
    for (const path of detailPages) {
      const kinds = kindsOf(path);
      expect(kinds, path).toContain('features');
      expect(kinds, path).toContain('lists');
      expect(kinds, path).toContain('industries');
      expect(getMarketingPage(path)?.closing, path).toBeDefined();
    }
  });

  it('sends every main call to action to /company/contact', () => {
    for (const page of servicePages.values()) {
      expect(page.callsToAction[0]?.to, page.path).toBe(routePaths.companyContact);
      expect(page.closing?.callsToAction[0]?.to, page.path).toBe(routePaths.companyContact);
    }
  });

  it('lists the spec features and industries of the voice bots page', () => {
    const page = getMarketingPage(routePaths.servicesCustomVoiceBots);
    const text = page ? buildPageText(page) : '';
    for (const name of [
      '24/7 Availability',
      'Natural Conversations',
      'Brand Consistency',
      'Multi-Channel Support',
      'Instant Responses',
      'Secure & Compliant',
      'Customer Service',
      'Appointment Booking',
      'Healthcare',
      'Retail',
      'Hospitality',
      'Automotive',
      productPricing.voicePlatform,
    ]) {
      expect(text).toContain(name);
    }
    expect(page?.callsToAction[1]?.to).toBe(routePaths.productsVoicebotBuilder);
    expect(page?.heroGraphic).toBe('voice-bars');
  });

  it('links the AI & ML landing to its four services and its closing to /products', () => {
    const page = getMarketingPage(routePaths.servicesAiMl);
    const links = page ? allLinks(page).map((link) => link.to) : [];
    for (const path of [
      routePaths.servicesCustomVoiceBots,
      routePaths.servicesConversationalAi,
      routePaths.servicesAgenticSoftware,
      routePaths.servicesOpenSourceAi,
      routePaths.products,
      routePaths.services,
    ]) {
      expect(links).toContain(path);
    }
  });
});

describe('products', () => {
  it('holds the three products of §3 with the prices of §9', () => {
    expect(Object.keys(products)).toEqual([...productIds]);
    for (const product of Object.values(products)) {
      expect(productSchema.parse(product)).toEqual(product);
      expect(product.features.length).toBeGreaterThanOrEqual(3);
      expect(product.useCases.length).toBeGreaterThanOrEqual(3);
    }
    expect(products['voice-platform'].pricing).toBe('from £500/month');
    expect(products['workforce-suite'].pricing).toBe('from £10/employee/month');
    expect(products['analytics-platform'].pricing).toBe('from £200/month');
  });

  it('sends the voice platform to the builder and the others to contact (§2.5)', () => {
    const section = getMarketingPage(routePaths.products)?.sections?.find(
      (item) => item.kind === 'products',
    );
    const blocks = section?.kind === 'products' ? section.items : [];
    expect(blocks.map((block) => block.callsToAction[0]?.to)).toEqual([
      routePaths.productsVoicebotBuilder,
      routePaths.companyContact,
      routePaths.companyContact,
    ]);
    for (const block of blocks) {
      expect(block.callsToAction[1]).toMatchObject({
        label: 'Contact Us',
        to: routePaths.companyContact,
      });
    }
  });
});

describe('page text', () => {
  it('flattens every section of a page for the knowledge base', () => {
    const page = getMarketingPage(routePaths.productsWorkstream);
    const text = buildPageText(page);
    expect(text).toContain('Workstream');
    expect(text).toContain('Face-Recognition Attendance');
    expect(text).toContain(productPricing.workforceSuite);
    expect(text).not.toContain('[object Object]');
  });

  it('covers every page without chrome too', () => {
    for (const route of routesWithoutSiteChrome) {
      expect(buildPageText(getMarketingPage(route)).length).toBeGreaterThan(50);
    }
  });
});

describe('company', () => {
  it('formats the Nottingham address and the 2025 copyright line', () => {
    expect(formatAddress()).toContain('Nottingham');
    expect(formatCopyright()).toBe('© 2025 Phi Automation Ltd. All rights reserved.');
  });
});

import { company, formatAddress, formatCopyright, siteChromeCopy } from '@phi/content';
import { footerLinks } from '@phi/contracts/navigation';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

afterEach(cleanup);

// spec: site-marketing-careers §2.2, footer
describe('SiteFooter', () => {
  it('links the spec targets, the social profiles and the contact details', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    for (const link of footerLinks) {
      expect(within(footer).getByRole('link', { name: link.label }).getAttribute('href')).toBe(
        link.to,
      );
    }
    for (const social of company.socialLinks) {
      expect(within(footer).getByRole('link', { name: social.label }).getAttribute('href')).toBe(
        social.href,
      );
    }
    expect(within(footer).getByRole('link', { name: company.email }).getAttribute('href')).toBe(
      `mailto:${company.email}`,
    );
    expect(within(footer).getByText(formatAddress())).toBeTruthy();
    expect(within(footer).getByText(formatCopyright())).toBeTruthy();
    for (const heading of [
      siteChromeCopy.footerExplore,
      siteChromeCopy.footerContact,
      siteChromeCopy.footerFollowUs,
    ]) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeTruthy();
    }
  });
});

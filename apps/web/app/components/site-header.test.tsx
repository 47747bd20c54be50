import { siteChromeCopy as copy, formatNavGroupOverview } from '@phi/content';
import {
  isNavGroup,
  mainNavigation,
  type NavGroup,
  type NavItem,
  routePaths,
} from '@phi/contracts/navigation';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header.tsx';

afterEach(cleanup);

const items: readonly NavItem[] = mainNavigation;
const groups = items.filter(isNavGroup);
// The group with its own overview page (SERVICES) and the one holding the admin link (COMPANY).
const servicesGroup = groups.find((group) => group.to === routePaths.services) as NavGroup;
const companyGroup = groups.find((group) =>
  group.children.some((child) => child.to === routePaths.adminLogin),
) as NavGroup;
const adminLink = companyGroup.children.find((child) => child.to === routePaths.adminLogin);

function renderHeader(pathname = '/') {
  render(<SiteHeader pathname={pathname} />);
  return userEvent.setup();
}

describe('header islands', () => {
  it('holds the desktop navigation and the mobile menu as islands that wait for intent', () => {
    renderHeader();
    const islands = [...document.querySelectorAll('[data-island]')].map((marker) => [
      marker.getAttribute('data-island'),
      marker.getAttribute('data-island-trigger'),
    ]);
    expect(islands).toEqual([
      ['desktop-nav', 'intent'],
      ['mobile-menu', 'intent'],
    ]);
  });

  it("marks the current page's link, and only that one", () => {
    renderHeader(routePaths.blog);
    const nav = screen.getByRole('navigation', { name: copy.mainNavigation });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual([routePaths.blog]);
  });
});

// spec: chat-news-admin §2, navigation bar
describe('desktop navigation', () => {
  it('renders every item and every group child of the spec', async () => {
    const user = renderHeader();
    const nav = screen.getByRole('navigation', { name: copy.mainNavigation });
    for (const item of items) {
      if (!isNavGroup(item)) {
        expect(within(nav).getByRole('link', { name: item.label }).getAttribute('href')).toBe(
          item.to,
        );
        continue;
      }
      await user.click(within(nav).getByRole('button', { name: item.label }));
      for (const child of item.children) {
        expect(within(nav).getByRole('link', { name: child.label }).getAttribute('href')).toBe(
          child.to,
        );
      }
      if (item.to) {
        const overview = within(nav).getByRole('link', {
          name: formatNavGroupOverview(item.label),
        });
        expect(overview.getAttribute('href')).toBe(item.to);
      }
    }
  });

  it('opens a group with the keyboard, closes it with Escape and returns focus', async () => {
    const user = renderHeader();
    const nav = screen.getByRole('navigation', { name: copy.mainNavigation });
    const services = within(nav).getByRole('button', { name: servicesGroup.label });
    const panel = document.getElementById(services.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);

    services.focus();
    await user.keyboard('{Enter}');
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);

    await user.tab();
    expect(document.activeElement?.textContent).toBe(formatNavGroupOverview(servicesGroup.label));
    await user.keyboard('{Escape}');
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(services);
  });

  it('keeps one group open at a time', async () => {
    const user = renderHeader();
    const nav = screen.getByRole('navigation', { name: copy.mainNavigation });
    const services = within(nav).getByRole('button', { name: servicesGroup.label });
    const company = within(nav).getByRole('button', { name: companyGroup.label });
    await user.click(services);
    await user.click(company);
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(company.getAttribute('aria-expanded')).toBe('true');
  });
});

// spec: chat-news-admin §2 and site-marketing-careers §2.1, mobile slide-out menu
describe('mobile menu', () => {
  it('opens from the keyboard and moves focus into the dialog', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: copy.openMenu });
    expect(toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(screen.queryByRole('dialog')).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: copy.menu });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: copy.closeMenu }),
    );
  });

  it('closes with Escape and returns focus to the menu button', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: copy.openMenu });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('expands a group to show its links', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: copy.openMenu }));
    const dialog = screen.getByRole('dialog', { name: copy.menu });
    const company = within(dialog).getByRole('button', { name: companyGroup.label });
    expect(within(dialog).queryByRole('link', { name: adminLink?.label })).toBeNull();

    company.focus();
    await user.keyboard('{Enter}');
    expect(company.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: adminLink?.label }).getAttribute('href')).toBe(
      routePaths.adminLogin,
    );
  });

  it('keeps Tab inside the open menu', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: copy.openMenu }));
    const dialog = screen.getByRole('dialog', { name: copy.menu });
    const close = within(dialog).getByRole('button', { name: copy.closeMenu });
    const last = within(dialog).getByRole('button', { name: companyGroup.label });

    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });
});

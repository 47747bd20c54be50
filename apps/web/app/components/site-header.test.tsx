import { isNavGroup, mainNavigation, type NavItem } from '@phi/contracts/navigation';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header.tsx';

afterEach(cleanup);

const items: readonly NavItem[] = mainNavigation;

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SiteHeader />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

// spec: chat-news-admin §2, navigation bar
describe('desktop navigation', () => {
  it('renders every item and every group child of the spec', async () => {
    const user = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
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
        expect(within(nav).getByRole('link', { name: 'All Services' }).getAttribute('href')).toBe(
          item.to,
        );
      }
    }
  });

  it('opens a group with the keyboard, closes it with Escape and returns focus', async () => {
    const user = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const services = within(nav).getByRole('button', { name: 'SERVICES' });
    const panel = document.getElementById(services.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);

    services.focus();
    await user.keyboard('{Enter}');
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);

    await user.tab();
    expect(document.activeElement?.textContent).toBe('All Services');
    await user.keyboard('{Escape}');
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(services);
  });

  it('keeps one group open at a time', async () => {
    const user = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const services = within(nav).getByRole('button', { name: 'SERVICES' });
    const company = within(nav).getByRole('button', { name: 'COMPANY' });
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
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(screen.queryByRole('dialog')).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close menu' }));
  });

  it('closes with Escape and returns focus to the menu button', async () => {
    const user = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('expands a group to show its links', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const company = within(dialog).getByRole('button', { name: 'COMPANY' });
    expect(within(dialog).queryByRole('link', { name: 'Admin Panel' })).toBeNull();

    company.focus();
    await user.keyboard('{Enter}');
    expect(company.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe(
      '/admin/login',
    );
  });

  it('keeps Tab inside the open menu', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const last = within(dialog).getByRole('button', { name: 'COMPANY' });

    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });
});

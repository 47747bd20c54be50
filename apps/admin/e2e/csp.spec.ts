import { adminSidebarItems } from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';
import { cspViolations, recordCspViolations } from '../../../tools/e2e/csp-violations.ts';
import { signInAsAdmin } from './admin-session.ts';

// The admin app is served with `script-src 'self'; style-src 'self'`, so its HTML may load
// scripts and stylesheets from files only: no inline script, style element, style attribute
// or event-handler attribute.
test('the admin document holds no inline script or style', async ({ request }) => {
  const response = await request.get('/admin/');
  expect(response.ok()).toBe(true);
  const html = await response.text();

  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', body = ''] of scripts) {
    expect(attributes).toMatch(/\ssrc="/);
    expect(body.trim()).toBe('');
  }
  expect(html).not.toMatch(/<style\b/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('every admin screen runs under the policy with no violation', async ({ page }) => {
  await recordCspViolations(page);
  await signInAsAdmin(page);
  for (const item of adminSidebarItems) {
    await page.getByRole('link', { name: item.label }).first().click();
    await expect(page).toHaveURL(new RegExp(`${item.to}$`));
    await page.waitForLoadState('networkidle');
  }
  // Client-side navigation keeps one document, so this is every screen's record.
  expect(await cspViolations(page)).toEqual([]);
});

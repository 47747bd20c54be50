import { homeContent } from '@phi/content';
import { homeMessages } from '@phi/contracts/messages';
import { chatMessageQueryParam, routePaths } from '@phi/contracts/navigation';
import { expect, type Page, test } from '@playwright/test';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';
import { robotArmModelUrl } from '../app/features/graphics/robot-arm-asset.ts';

// spec: site-marketing-careers §2.3, the home page's chat box and 3D robot arm

const modelPattern = `**${robotArmModelUrl}`;

const chatBox = (page: Page) => page.getByRole('textbox', { name: homeContent.chat.label });
const robotArm = (page: Page) => page.locator('[data-robot-state]');

test('the chat box opens the chat with the trimmed question', async ({ page }) => {
  await gotoInteractive(page, routePaths.home);
  await expect(chatBox(page)).toHaveAttribute('placeholder', homeMessages.chatPlaceholder);
  await chatBox(page).fill('  How fast can a voice agent go live? & 24/7?  ');
  // The chat sends the question at once and takes it out of the address (chat.spec.ts), so
  // the address that carried it is caught as the navigation happens, not read afterwards.
  const opened = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && frame.url().includes('/chat?'),
  });
  await chatBox(page).press('Enter');
  const url = new URL((await opened).url());
  expect(url.pathname).toBe(routePaths.chat);
  expect(url.searchParams.get(chatMessageQueryParam)).toBe(
    'How fast can a voice agent go live? & 24/7?',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chat box still opens the chat with the question', async ({ page }) => {
    await page.goto(routePaths.home);
    await chatBox(page).fill('What does a voice agent cost?');
    await chatBox(page).press('Enter');
    await expect(page).toHaveURL(/\/chat\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(routePaths.chat);
    expect(url.searchParams.get(chatMessageQueryParam)).toBe('What does a voice agent cost?');
  });
});

test('a blank chat message goes nowhere', async ({ page }) => {
  await gotoInteractive(page, routePaths.home);
  await chatBox(page).fill('   ');
  await page.getByRole('button', { name: homeContent.chat.submit, exact: true }).click();
  await chatBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeMessages.headline);
  expect(new URL(page.url()).pathname).toBe(routePaths.home);
  expect(new URL(page.url()).search).toBe('');
});

test('three.js and the model wait until the robot arm nears the viewport', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoInteractive(page, routePaths.home);
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(robotArmModelUrl);
  await expect(robotArm(page)).toHaveAttribute('data-robot-state', 'loading');

  await robotArm(page).scrollIntoViewIfNeeded();
  await expect(robotArm(page)).toHaveAttribute('data-robot-state', 'ready');
  expect(requested).toContain(robotArmModelUrl);
});

test('the robot arm shows its loading state until the model arrives', async ({ page }) => {
  const gate: { open?: () => void } = {};
  const released = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  await page.route(modelPattern, async (route) => {
    await released;
    await route.continue();
  });
  await gotoInteractive(page, routePaths.home);
  await robotArm(page).scrollIntoViewIfNeeded();
  await page.waitForRequest((request) => request.url().endsWith(robotArmModelUrl));
  await expect(robotArm(page).getByRole('status')).toHaveText(homeMessages.robotLoading);

  gate.open?.();
  await expect(robotArm(page)).toHaveAttribute('data-robot-state', 'ready');
  await expect(robotArm(page).getByRole('status')).toHaveText('');
  await expect(page.getByRole('img', { name: homeContent.robotArmLabel })).toBeVisible();
});

test('the robot arm shows the error state when its model fails to load', async ({ page }) => {
  await page.route(modelPattern, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  await gotoInteractive(page, routePaths.home);
  await robotArm(page).scrollIntoViewIfNeeded();
  await expect(robotArm(page).getByRole('status')).toHaveText(
    `Error: ${homeMessages.robotLoadFailed}`,
  );
  await expect(robotArm(page)).toHaveAttribute('data-robot-state', 'error');
});

test('the contact robot viewer falls back to a wireframe box without its model', async ({
  page,
}) => {
  await page.route(modelPattern, (route) => route.fulfill({ status: 404, body: '' }));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // Opened without the pointer move of gotoInteractive: in the first screen, the viewer loads
  // nothing before the visitor's first input (app/features/graphics/contact-robot-viewer.island.tsx).
  await page.goto(routePaths.companyContact);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const viewer = page.locator('[data-robot-state]');
  expect(requested).not.toContain(robotArmModelUrl);
  await expect(viewer).toHaveAttribute('data-robot-state', 'loading');
  await viewer.hover();
  // The viewer variant never shows an error: it draws the wireframe box and counts as ready.
  await expect(viewer).toHaveAttribute('data-robot-state', 'ready');
});

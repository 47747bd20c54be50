import AxeBuilder from '@axe-core/playwright';
import { chatPage, chatPageCopy, contactFormCopy, homeContent } from '@phi/content';
import { chatMessages } from '@phi/contracts/messages';
import { chatMessageQueryParam, routePaths } from '@phi/contracts/navigation';
import { chatPaths } from '@phi/contracts/public';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { cspViolations, recordCspViolations } from '../../../tools/e2e/csp-violations.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';

// spec: chat-news-admin §2, §4, §5 and §8, the chat page against the standalone build in its
// offline mode (no model key): answers are built from the site's own pages, streamed word by
// word at a reading pace and labelled, with links to those pages.

// Long answers: enough words for Stop and a second send to land while the reply streams.
const broadQuestion = 'Tell me about your voice agents, AI services and software development';

const transcript = (page: Page) => page.getByRole('log', { name: chatPageCopy.transcript });
const messageBox = (page: Page) => page.getByRole('textbox', { name: chatPageCopy.messageLabel });
const stopButton = (page: Page) => page.getByRole('button', { name: chatPageCopy.stop });

/** The chat once its working code (not the prerendered shell) runs. */
async function openChat(page: Page, url: string = routePaths.chat): Promise<Locator> {
  await gotoInteractive(page, url);
  const log = transcript(page);
  await expect(log).toHaveAttribute('aria-busy', 'false');
  return log;
}

function countStreamRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === chatPaths.stream) {
      count += 1;
    }
  });
  return () => count;
}

async function ask(page: Page, question: string) {
  await messageBox(page).fill(question);
  await messageBox(page).press('Enter');
}

/**
 * Waits until the `count`-th answer of the page is complete: it has begun (labelled as built
 * from the site's pages as soon as its first event arrives), then Stop has gone.
 */
async function waitForAnswer(log: Locator, count = 1) {
  await expect(log.getByText(chatMessages.knowledgeAnswerLabel)).toHaveCount(count, {
    timeout: 30_000,
  });
  await expect(log.page().getByRole('button', { name: chatPageCopy.stop })).toHaveCount(0, {
    timeout: 30_000,
  });
}

test('the home chat box opens the chat, which answers from the site with a source link', async ({
  page,
}) => {
  await recordCspViolations(page);
  const streamRequests = countStreamRequests(page);
  await gotoInteractive(page, routePaths.home);
  const question = 'How can a voice agent help my business?';
  const chatBox = page.getByRole('textbox', { name: homeContent.chat.label });
  await chatBox.fill(`  ${question}  `);
  await chatBox.press('Enter');

  const log = transcript(page);
  await expect(log.getByText(question, { exact: true })).toBeVisible();
  // Sent once, then taken out of the address so a reload cannot send it again.
  await expect(page).toHaveURL((url) => url.pathname === routePaths.chat && url.search === '');
  await waitForAnswer(log);
  const sources = log.getByRole('link').filter({ hasNotText: chatMessages.handoffContact });
  await expect(sources.first()).toHaveAttribute('href', /^\/[a-z]/);
  await expect(log.getByText(chatMessages.sourcesHeading).first()).toBeVisible();
  // The finished reply is announced once, politely.
  await expect(page.getByRole('status')).toContainText(chatMessages.assistantName);
  expect(streamRequests()).toBe(1);

  // A source link leads to a page of the site.
  const href = (await sources.first().getAttribute('href')) ?? '';
  await sources.first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
  expect(await cspViolations(page)).toEqual([]);
});

test('clearing returns the conversation to the greeting', async ({ page }) => {
  const log = await openChat(page);
  const question = 'Do you have any open jobs?';
  await ask(page, question);
  await waitForAnswer(log);
  await page.getByRole('button', { name: chatMessages.clearChat }).click();
  await expect(log.getByText(chatMessages.greeting)).toBeVisible();
  await expect(log.getByText(question, { exact: true })).toHaveCount(0);
  await expect(log.getByText(chatMessages.knowledgeAnswerLabel)).toHaveCount(0);
  await expect(log.getByText(chatPageCopy.suggestions)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
});

test('a second message while a reply streams is refused with the spec text', async ({ page }) => {
  const streamRequests = countStreamRequests(page);
  const log = await openChat(page);
  await ask(page, broadQuestion);
  await expect(stopButton(page)).toBeVisible();
  await ask(page, 'And your prices?');
  await expect(page.getByRole('alert')).toHaveText(chatMessages.alreadyProcessing);
  await expect(messageBox(page)).toHaveValue('And your prices?');
  await expect(log.getByText('And your prices?', { exact: true })).toHaveCount(0);
  expect(streamRequests()).toBe(1);
  await waitForAnswer(log);

  // Once the reply is complete the same text goes.
  await messageBox(page).press('Enter');
  await expect(log.getByText('And your prices?', { exact: true })).toBeVisible();
  expect(streamRequests()).toBe(2);
});

test('Stop ends a streaming answer and keeps its words, marked as stopped', async ({ page }) => {
  const log = await openChat(page);
  await ask(page, broadQuestion);
  const reply = log.locator(':scope > ol > li').last();
  // The first words are in: the typing indicator made way for them.
  await expect(log.getByText(chatMessages.typing)).toHaveCount(0, { timeout: 30_000 });
  await stopButton(page).click();
  await expect(reply.getByText(chatPageCopy.stopped)).toBeVisible();
  await expect(stopButton(page)).toHaveCount(0);
  const stoppedText = await reply.textContent();
  await page.waitForTimeout(1000);
  expect(await reply.textContent()).toBe(stoppedText);
  await expect(messageBox(page)).toBeFocused();

  // Escape stops as well.
  await ask(page, broadQuestion);
  await expect(stopButton(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(log.getByText(chatPageCopy.stopped)).toHaveCount(2);
});

test('a reload keeps the conversation and does not send the question again', async ({ page }) => {
  const streamRequests = countStreamRequests(page);
  const question = 'What AI automation services do you offer?';
  const log = await openChat(
    page,
    `${routePaths.chat}?${new URLSearchParams({ [chatMessageQueryParam]: question })}`,
  );
  await waitForAnswer(log);
  await expect(page).toHaveURL((url) => url.search === '');
  const before = await log.getByRole('listitem').allTextContents();
  expect(streamRequests()).toBe(1);

  await page.reload();
  await expect(transcript(page)).toHaveAttribute('aria-busy', 'false');
  await expect(transcript(page).getByText(question, { exact: true })).toBeVisible();
  expect(await transcript(page).getByRole('listitem').allTextContents()).toEqual(before);
  await page.waitForLoadState('networkidle');
  expect(streamRequests()).toBe(1);
});

test('a pricing question hands over to the contact form with the question filled in', async ({
  page,
}) => {
  const log = await openChat(page);
  const question = 'How much does a custom voice agent cost?';
  await ask(page, question);
  await waitForAnswer(log);
  const handoff = log.getByRole('link', { name: chatMessages.handoffContact });
  await expect(handoff).toHaveCount(1);
  await handoff.click();
  await expect(page).toHaveURL((url) => url.pathname === routePaths.companyContact);
  await expect(page.getByLabel(new RegExp(`^${contactFormCopy.message}`))).toHaveValue(question);
});

// docs/architecture.md#quality-targets, for the chat in use: answers with their sources and
// hand-off, a stopped answer, a refusal and the coming-soon tip (a11y.spec.ts sees the greeting).
test('a conversation has no serious or critical axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const log = await openChat(page);
  await ask(page, 'How much does a custom voice agent cost?');
  await waitForAnswer(log);
  await ask(page, broadQuestion);
  await expect(stopButton(page)).toBeVisible();
  await ask(page, 'And your prices?');
  await expect(page.getByRole('alert')).toHaveText(chatMessages.alreadyProcessing);
  await stopButton(page).click();
  await expect(log.getByText(chatPageCopy.stopped)).toBeVisible();
  await page.getByRole('button', { name: chatMessages.voiceChat }).focus();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target),
    }));
  expect(serious).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered chat shows the greeting and a plain form', async ({ page }) => {
    const response = await page.goto(routePaths.chat);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chatPage.heading);
    await expect(page.getByText(chatMessages.greeting)).toBeVisible();
    // Playwright turns scripts off without the parser's scripting flag, so it never renders
    // <noscript>; a browser with JavaScript off shows this note.
    expect(await response?.text()).toContain(`>${chatPageCopy.javascriptNeeded}</p></noscript>`);
    await messageBox(page).fill('Do you build voice agents?');
    await page.getByRole('button', { name: chatMessages.send }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === routePaths.chat &&
        url.searchParams.get(chatMessageQueryParam) === 'Do you build voice agents?',
    );
  });
});

import { voicebotBuilderCopy } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import { expect } from '@playwright/test';
import { expectNoSeriousViolations } from '../../../tools/e2e/axe.ts';
import { cspViolations, recordCspViolations } from '../../../tools/e2e/csp-violations.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';
import { test } from '../../../tools/e2e/settled-page.ts';
import {
  description,
  faq,
  progressValuesOf,
  recordUploadProgress,
  roomGuide,
  throttleUploads,
  toast,
} from './voicebot-builder-fixtures.ts';

// spec: voice §2, §4, §5 and §8, the voice bot builder against the real standalone run: the
// public API stores the files, the worker indexes them, the ask route answers from them. The
// texts below are the spec's, word for word.

const builderPath = routePaths.productsVoicebotBuilder;

test('the builder creates a voicebot from uploaded files and answers a text test from them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Everything the page loads later (the globe's and robot's three.js, the voice test, the
  // toaster) runs under the page's own policy.
  await recordCspViolations(page);
  await gotoInteractive(page, builderPath);
  const builder = page.getByTestId('voicebot-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Bot Builder' })).toBeVisible();
  await expect(builder.getByRole('heading', { name: 'Custom Voice Agents' })).toBeVisible();
  await expect(builder.getByText('Step 1 of 4')).toBeVisible();
  await expect(builder.getByRole('navigation').getByRole('listitem')).toHaveText([
    'Voice',
    'Personality',
    'Documents',
    'Test',
  ]);
  await expect(page.getByTestId('assistant-placeholder')).toHaveText(
    'Fill in the form and upload your documents to create your voicebot.',
  );
  // The globe and the robot start once in view (three.js by dynamic import)
  await expect(page.getByTestId('builder-globe')).toHaveAttribute('data-globe-state', 'ready');
  const robot = page.getByTestId('assistant-robot');
  await robot.scrollIntoViewIfNeeded();
  await expect(robot).toHaveAttribute('data-robot-scene', 'model');
  await expect(robot).toHaveAttribute('data-robot-animation', 'stationary');
  await page.evaluate(() => window.scrollTo(0, 0));

  // spec: voice §3 and §4, six voices, six templates; a voice is step 2, a template step 3
  for (const voice of ['Alex', 'Sarah', 'Neo', 'Marcus', 'Luna', 'Zara']) {
    await expect(builder.getByRole('button', { name: new RegExp(`^${voice}`) })).toBeVisible();
  }
  for (const template of [
    'Professional',
    'Friendly',
    'Technical',
    'Sales',
    'Empathetic',
    'Educational',
  ]) {
    await expect(builder.getByRole('button', { name: new RegExp(`^${template}`) })).toBeVisible();
  }
  await builder.getByRole('button', { name: /^Luna/ }).click();
  await expect(builder.getByText('Step 2 of 4')).toBeVisible();
  await builder.getByRole('button', { name: /^Friendly/ }).click();
  await expect(builder.getByText('Step 3 of 4')).toBeVisible();

  // spec: voice §5, validation messages with their titles
  const create = builder.getByRole('button', { name: 'Create Voicebot' });
  const problem = page.getByTestId('create-problem');
  await expect(create).toBeDisabled();
  await page.getByLabel('Company name').focus();
  await page.getByLabel('Bot name').focus();
  await expect(problem).toContainText('Company Name Required');
  await expect(problem).toContainText('Please enter a company name');
  await page.getByLabel('Company name').fill('Harbour View Hotel');
  await page.getByLabel('Bot name').fill('A');
  await expect(problem).toContainText('Content Required');
  await expect(problem).toContainText(
    'Please provide either files or a description (or both) to create your voicebot',
  );
  await expect(create).toBeDisabled();
  await page.getByLabel('Company description').fill('A hotel by the sea');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(problem).toContainText('Invalid Bot Name');
  await expect(problem).toContainText('Bot name must be at least 2 characters');
  await expect(toast(page, 'Invalid Bot Name')).toContainText(
    'Bot name must be at least 2 characters',
  );
  await page.getByLabel('Bot name').fill('Ava!');
  await create.click();
  await expect(problem).toContainText('Bot name can only contain letters, numbers, and spaces');
  await page.getByLabel('Bot name').fill('Ava');
  await create.click();
  await expect(problem).toContainText('Description needs at least 15 words (currently 5)');
  await page.getByLabel('Company description').fill(description);
  await expect(page.getByTestId('word-counter')).toContainText('Optimal length');

  // spec: voice §5, refused files: type and size, word for word, and the skipped warning
  const fileInput = page.getByTestId('file-input');
  await fileInput.setInputFiles([
    { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    {
      name: 'brochure.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    },
  ]);
  const refused = page.getByRole('alert').filter({ hasText: 'These files were not added' });
  await expect(refused).toContainText(
    'File type .png is not supported. Please upload PDF, DOCX, TXT, or MD files.',
  );
  await expect(refused).toContainText(
    'File size exceeds 10MB limit. Please choose a smaller file.',
  );
  await expect(
    toast(
      page,
      'Some files were skipped. Only PDF, DOC, DOCX, TXT, CSV, JSON, XML, and HTML files are supported. Skipped 1 file(s).',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('upload-entry')).toHaveCount(0);

  // Keyboard path: the Choose files button opens the picker. The upload is throttled so its
  // progress events arrive while it runs; every value the bar shows is recorded.
  await recordUploadProgress(page);
  const throttle = await throttleUploads(page, 150 * 1024);
  const chooser = page.waitForEvent('filechooser');
  await builder.getByRole('button', { name: 'Choose files' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([
    { name: 'Room guide – 2026.txt', mimeType: 'text/plain', buffer: Buffer.from(roomGuide) },
    { name: 'hotel-faq.md', mimeType: 'text/markdown', buffer: Buffer.from(faq) },
  ]);
  await expect(builder.getByText('Step 4 of 4')).toBeVisible();
  const entries = page.getByTestId('upload-entry');
  await expect(entries).toHaveCount(2);
  // spec: voice §5, sanitised names and sizes in MB with 2 decimals
  await expect(entries.nth(0)).toContainText('Room_guide_-_2026.txt');
  await expect(entries.nth(0)).toContainText(
    `${(Buffer.byteLength(roomGuide) / (1024 * 1024)).toFixed(2)} MB`,
  );
  await expect(toast(page, 'Successfully uploaded 2 file(s)')).toBeVisible({ timeout: 30_000 });
  await throttle.stop();
  await expect(entries.nth(0)).toHaveAttribute('data-status', 'success');
  await expect(entries.nth(1)).toHaveAttribute('data-status', 'success');
  await expect(entries.nth(1)).toContainText('Uploaded');
  const progress = await progressValuesOf(page);
  expect(
    progress.some((value) => value > 0 && value < 90),
    `progress seen: ${progress}`,
  ).toBe(true);

  // spec: voice §4 and §8, creation with the indexing job's progress, then the success toast
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByTestId('creation-progress').getByRole('progressbar')).toBeVisible();
  const created = toast(page, 'Voicebot Created Successfully!');
  await expect(created).toBeVisible({ timeout: 60_000 });
  const summary = page.getByTestId('voicebot-summary');
  await expect(summary).toContainText('Ava at Harbour View Hotel');
  await expect(summary).toContainText('Ready for Voice Conversations');
  await expect(page.getByTestId('summary-files')).toHaveText('2');
  const chunks = Number(await page.getByTestId('summary-chunks').textContent());
  expect(chunks).toBeGreaterThanOrEqual(2);
  await expect(created).toContainText(
    `Your company voicebot has been created with 2 files and ${chunks} knowledge chunks.`,
  );
  await expect(page.getByTestId('creation-progress')).toHaveAttribute('data-progress', '100');

  // The voice test: Mic Ready in this browser; no LiveKit here, so voice says it is not available
  const panel = page.getByTestId('assistant-panel');
  await expect(page.getByTestId('mic-indicator')).toHaveText('Mic Ready');
  await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
  await panel.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('voice-unavailable')).toBeVisible();

  // The text test answers from the uploaded FAQ and cites it
  await panel.getByLabel('Your question').fill('What does late check-out cost?');
  await panel.getByRole('button', { name: 'Ask' }).click();
  const answer = page.getByTestId('text-test-answer').first();
  await expect(answer).toContainText('£25', { timeout: 30_000 });
  const citation = answer.getByTestId('citation').filter({ hasText: 'hotel-faq.md' });
  await expect(citation).toContainText('late check-out until 1 pm costs £25');
  // spec: voice §4, the bot is testing for 2 s after a test, then active again
  await expect(page.getByTestId('bot-status')).toHaveText('Active', { timeout: 5000 });

  // A reload shows the bot again, checked with the server
  await gotoInteractive(page, builderPath);
  await expect(page.getByTestId('voicebot-summary')).toContainText('Ava at Harbour View Hotel');
  await expect(page.getByTestId('summary-chunks')).toHaveText(String(chunks));
  await expect(page.getByLabel('Company name')).toHaveValue('Harbour View Hotel');
  await expect(page.getByLabel('Company name')).toBeDisabled();

  // Deleting it removes it here and on the server
  const voicebotId = await page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('phi.voicebot-builder.voicebot') ?? '{}').record?.id,
  );
  await panel.getByRole('button', { name: 'Delete voicebot' }).click();
  await panel.getByRole('group').getByRole('button', { name: 'Delete voicebot' }).click();
  await expect(toast(page, 'Voicebot deleted')).toBeVisible();
  await expect(page.getByTestId('assistant-placeholder')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  const gone = await page.request.get(`/api/rag/voicebots/${voicebotId}`);
  expect(gone.status()).toBe(404);
  expect(await cspViolations(page)).toEqual([]);
});

test('creating from a description alone makes a bot with no files', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoInteractive(page, builderPath);
  await page.getByLabel('Company name').fill('Seaside Dental');
  await page.getByLabel('Bot name').fill('Molly');
  await page
    .getByLabel('Company description')
    .fill(
      'Seaside Dental is a friendly family dental practice offering check ups hygiene visits whitening and emergency appointments six days a week',
    );
  await page.getByRole('button', { name: 'Create Voicebot' }).click();
  await expect(toast(page, 'Voicebot Created Successfully!')).toContainText(
    /Your company voicebot has been created with 0 files and \d+ knowledge chunks\./,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('summary-files')).toHaveText('0');
  await page
    .getByTestId('assistant-panel')
    .getByRole('button', { name: 'Delete voicebot' })
    .click();
  await page
    .getByTestId('assistant-panel')
    .getByRole('group')
    .getByRole('button', { name: 'Delete voicebot' })
    .click();
  await expect(toast(page, 'Voicebot deleted')).toBeVisible();
});

test('the robot shows the green wireframe box when its model cannot load', async ({ page }) => {
  await page.route('**/models/robot-arm.glb', (route) => route.fulfill({ status: 404 }));
  await gotoInteractive(page, builderPath);
  const robot = page.getByTestId('assistant-robot');
  await robot.scrollIntoViewIfNeeded();
  await expect(robot).toHaveAttribute('data-robot-scene', 'fallback');
  await expect(robot.getByRole('img')).toHaveAccessibleName('3D robot assistant, stationary');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered builder shows its steps and says it needs JavaScript', async ({ page }) => {
    const response = await page.goto(builderPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Voice Bot Builder' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Alex/ })).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeDisabled();
    // Playwright turns scripts off without the parser's scripting flag, so it never renders
    // <noscript>; a browser with JavaScript off shows this note.
    expect(await response?.text()).toContain(`>${voicebotBuilderCopy.jsRequired}</p></noscript>`);
  });
});

test('the builder page has no serious or critical axe violation (mobile and desktop)', async ({
  page,
}) => {
  await expectNoSeriousViolations(page, builderPath, async (loaded) => {
    // The builder is an island below the hero: on a phone it starts as the visitor scrolls to it.
    await loaded.getByTestId('voicebot-builder').scrollIntoViewIfNeeded();
    await expect(loaded.getByTestId('voicebot-builder')).toHaveAttribute('data-hydrated', 'true');
    await loaded.getByRole('button', { name: /^Sarah/ }).click();
    await loaded.getByLabel('Company name').focus();
    await loaded.getByLabel('Bot name').focus();
    await expect(loaded.getByTestId('create-problem')).toBeVisible();
  });
});

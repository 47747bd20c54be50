import { routePaths } from '@phi/contracts/navigation';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolationsNow } from '../../../tools/e2e/axe.ts';
import { chromiumFlags, chromiumPath } from '../../../tools/e2e/chromium.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';
import {
  type FailingVoiceApi,
  routeVoiceCallsTo,
  startFailingVoiceApi,
} from './voice-api-fixture.ts';

// spec: voice §2, §4, §5, §8 and §9, the four demo bubbles against the real servers: the
// end-to-end run has no LiveKit settings (its token routes answer 503 VOICE_NOT_CONFIGURED),
// and a second public-api signs real tokens for a LiveKit server that does not exist
// (voice-api-fixture.ts), so the browser's connection really fails.

const test = base.extend<
  object,
  { failingVoiceApi: FailingVoiceApi; throttledVoiceApi: FailingVoiceApi }
>({
  failingVoiceApi: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none
    async ({}, use) => {
      const api = await startFailingVoiceApi();
      await use(api);
      await api.stop();
    },
    { scope: 'worker' },
  ],
  // The same, with a token route that itself refuses (429) every request after the first.
  throttledVoiceApi: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and this one has none
    async ({}, use) => {
      const api = await startFailingVoiceApi({ tokensPerMinute: 1 });
      await use(api);
      await api.stop();
    },
    { scope: 'worker' },
  ],
});

// A fake microphone, so getUserMedia has a device and never asks.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumFlags,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

const notAvailable = 'Voice conversations are not available on this server.';
const maxRetries = 'Maximum retry attempts reached. Please check your connection.';

const bubbleCard = (page: Page, kind: string) =>
  page.locator(`article[data-voice-assistant="${kind}"]`);
const bubbleButton = (card: Locator) => card.locator('button[data-voice-state]');

async function openBubble(page: Page, path: string, kind: string): Promise<Locator> {
  await gotoInteractive(page, path);
  const card = bubbleCard(page, kind);
  await card.scrollIntoViewIfNeeded();
  await expect(bubbleButton(card)).toBeEnabled();
  return card;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the bubbles are prerendered as disabled buttons saying what they need', async ({
    page,
  }) => {
    await page.goto(routePaths.home);
    const general = bubbleCard(page, 'general');
    await expect(bubbleButton(general)).toBeDisabled();
    await expect(bubbleButton(general)).toHaveAccessibleName(/^Tap to talk/);
    await expect(
      general.getByText('Voice conversations need JavaScript and a microphone.'),
    ).toBeVisible();
    await expect(general.getByText('Voice unavailable')).toBeVisible();
    await expect(general.getByText('Ready', { exact: true })).toBeHidden();

    await page.goto(routePaths.servicesCustomVoiceBots);
    for (const kind of ['hotel', 'restaurant', 'hospital']) {
      await expect(bubbleButton(bubbleCard(page, kind))).toBeDisabled();
    }
    const hotel = bubbleCard(page, 'hotel');
    await expect(hotel).toContainText('The Harbour View Hotel, Brighton, United Kingdom');
    await expect(hotel).toContainText('Sample hotel for this demo');
  });
});

test.describe('on a server without LiveKit', () => {
  for (const [path, kind, route] of [
    [routePaths.home, 'general', '/api/voice/token'],
    [routePaths.servicesCustomVoiceBots, 'hotel', '/api/voice/hotel/token'],
    [routePaths.servicesCustomVoiceBots, 'restaurant', '/api/voice/restaurant/token'],
    [routePaths.servicesCustomVoiceBots, 'hospital', '/api/voice/hospital/token'],
  ] as const) {
    test(`the ${kind} bubble says voice is not available, once`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const card = await openBubble(page, path, kind);
      const answer = page.waitForResponse((response) => response.url().endsWith(route));
      await bubbleButton(card).click();
      expect((await answer).status()).toBe(503);
      expect(await (await answer).json()).toMatchObject({ code: 'VOICE_NOT_CONFIGURED' });
      await expect(card).toContainText(notAvailable);
      await expect(bubbleButton(card)).toHaveAttribute('data-voice-state', 'disabled');
      await expect(bubbleButton(card)).toBeDisabled();
      await expect(card.getByRole('alert')).toHaveCount(0);
      // No retry loop: the one token request stays the only one.
      await page.waitForTimeout(1500);
      expect(requested.filter((pathname) => pathname === route)).toHaveLength(1);
      // livekit-client is loaded neither with the page nor for a server without voice.
      expect(requested.some((pathname) => /livekit/i.test(pathname))).toBe(false);
      if (kind === 'hotel') {
        await expectNoSeriousViolationsNow(page, 'voice bubbles, not available');
      }
    });
  }
});

test('a tap on a bubble before it has started is kept and starts the conversation', async ({
  page,
}) => {
  // The bubbles' code arrives late (a slow phone network), so the tap lands on the
  // prerendered shell, is held, and is replayed once the island has hydrated.
  await page.route('**/assets/voice-demo-grid.island-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(routePaths.servicesCustomVoiceBots);
  const card = bubbleCard(page, 'hotel');
  await card.scrollIntoViewIfNeeded();
  await expect(bubbleButton(card)).toHaveAttribute('aria-disabled', 'true');
  await expect(card.getByText('Ready', { exact: true })).toBeVisible();
  await expect(card.getByText('Voice conversations need JavaScript')).toBeHidden();
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/voice/hotel/token'),
  );
  // Forced: Playwright would otherwise wait for the button to stop being aria-disabled.
  await bubbleButton(card).click({ force: true });
  expect((await answer).status()).toBe(503);
  await expect(card).toContainText(notAvailable);
});

test.describe('when LiveKit cannot be reached', () => {
  test('the bubble shows the failure, retries 3 times, then gives up; the banner clears after 8 s', async ({
    page,
    failingVoiceApi,
  }) => {
    test.setTimeout(90_000);
    const tokenCalls = await routeVoiceCallsTo(page, failingVoiceApi);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const card = await openBubble(page, routePaths.home, 'general');
    expect(scripts.filter((pathname) => /livekit/i.test(pathname))).toEqual([]);
    await bubbleButton(card).click();

    const banner = card.getByRole('alert');
    await expect(banner).toContainText(/^(connection|retry) failed: /);
    await expect(bubbleButton(card)).toHaveAttribute('data-voice-state', /retrying|error/);
    await expect(banner).toHaveText(maxRetries, { timeout: 45_000 });
    await expect(bubbleButton(card)).toHaveAttribute('data-voice-state', 'error');
    // The first try and 3 retries, each with a token from the real route; livekit-client came
    // with the tap.
    expect(tokenCalls).toEqual(Array(4).fill('/api/voice/token'));
    expect(scripts.filter((pathname) => /livekit-client/.test(pathname))).toHaveLength(1);
    await expectNoSeriousViolationsNow(page, 'voice bubble, retries spent');

    // spec: voice §4 and §9, the banner clears after 8 s and the bubble can be tapped again
    await expect(banner).toHaveCount(0, { timeout: 12_000 });
    await expect(bubbleButton(card)).toHaveAttribute('data-voice-state', 'idle');
    await expect(bubbleButton(card)).toBeEnabled();
    expect(tokenCalls).toHaveLength(4);
  });

  test('starting another assistant stops the first one (agent switch)', async ({
    page,
    failingVoiceApi,
  }) => {
    test.setTimeout(90_000);
    const tokenCalls = await routeVoiceCallsTo(page, failingVoiceApi);
    const hotel = await openBubble(page, routePaths.servicesCustomVoiceBots, 'hotel');
    const restaurant = bubbleCard(page, 'restaurant');
    await bubbleButton(hotel).click();
    await expect(hotel.getByRole('alert')).toContainText(/failed: /);

    await bubbleButton(restaurant).click();
    await expect(restaurant.getByRole('alert')).toContainText(/failed: /);
    // The hotel bubble gave its place up: it asks for no more tokens and is no longer retrying.
    await expect(bubbleButton(hotel)).not.toHaveAttribute('data-voice-state', 'retrying');
    const hotelCalls = tokenCalls.filter((call) => call === '/api/voice/hotel/token').length;
    await expect(restaurant.getByRole('alert')).toHaveText(maxRetries, { timeout: 45_000 });
    expect(tokenCalls.filter((call) => call === '/api/voice/hotel/token')).toHaveLength(hotelCalls);
    expect(tokenCalls.filter((call) => call === '/api/voice/restaurant/token')).toHaveLength(4);
  });
});

test.describe('when the token route fails', () => {
  test('the retries name the failed token request, then give up with the spec message', async ({
    page,
    throttledVoiceApi,
  }) => {
    test.setTimeout(90_000);
    const tokenCalls = await routeVoiceCallsTo(page, throttledVoiceApi);
    const card = await openBubble(page, routePaths.servicesCustomVoiceBots, 'hospital');
    await bubbleButton(card).click();

    // spec: voice §8, the retry path's token failure is "Token request failed: {status}",
    // shown as "retry failed: {message}"; the first token was real, its connection failed.
    const banner = card.getByRole('alert');
    await expect(banner).toHaveText('retry failed: Token request failed: 429', {
      timeout: 30_000,
    });
    await expect(banner).toHaveText(maxRetries, { timeout: 45_000 });
    await expect(bubbleButton(card)).toHaveAttribute('data-voice-state', 'error');
    expect(tokenCalls).toEqual(Array(4).fill('/api/voice/hospital/token'));
  });
});

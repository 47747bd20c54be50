import { randomUUID } from 'node:crypto';
import { voicebotDashboardPage } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import {
  type RagIndexStatus,
  ragPaths,
  type VoicebotRecord,
  voicebotOwnerKeyHeader,
} from '@phi/contracts/public';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectNoSeriousViolationsNow } from '../../../tools/e2e/axe.ts';
import { cspViolations, recordCspViolations } from '../../../tools/e2e/csp-violations.ts';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { gotoInteractive } from '../../../tools/e2e/navigation.ts';
import { test } from '../../../tools/e2e/settled-page.ts';
import { faq } from './voicebot-builder-fixtures.ts';

// The voicebot dashboard (docs/architecture.md#voicebot-dashboard) against the standalone run:
// a bot made through the real builder API, calls recorded in its tables as the voice agent
// writes them (services/voice-agent/src/metrics/session-recorder.ts), the bot and its owner
// key in localStorage as the builder keeps them (voicebot-builder/voicebot-storage.ts).

const dashboardPath = routePaths.voicebotDashboard;
const storageKey = 'phi.voicebot-builder.voicebot';

interface CreatedBot {
  record: VoicebotRecord;
  ownerKey: string;
}

/** Upload and index, as the builder does them. */
async function createBot(request: APIRequestContext): Promise<CreatedBot> {
  const id = `dash-${randomUUID().slice(0, 12)}`;
  const upload = await request.post(ragPaths.upload, {
    multipart: {
      voicebot_id: id,
      files: { name: 'faq.md', mimeType: 'text/markdown', buffer: Buffer.from(faq) },
    },
  });
  expect(upload.status()).toBe(201);
  const uploaded = await upload.json();
  const ownerKey: string = uploaded.owner_key;
  const index = await request.post(ragPaths.index, {
    headers: { [voicebotOwnerKeyHeader]: ownerKey },
    data: {
      user_id: 'e2e-visitor',
      company_name: 'Harbour View Hotel',
      bot_name: 'Ava',
      description: null,
      voicebot_id: id,
    },
  });
  expect(index.status()).toBe(202);
  let status: RagIndexStatus = await index.json();
  await expect
    .poll(
      async () => {
        const response = await request.get(ragPaths.indexStatus(status.job_id), {
          headers: { [voicebotOwnerKeyHeader]: ownerKey },
        });
        status = await response.json();
        return status.state;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  const file = uploaded.files[0];
  return {
    ownerKey,
    record: {
      id,
      companyName: 'Harbour View Hotel',
      botName: 'Ava',
      companyDescription: '',
      files: [
        {
          name: file.original_name,
          originalName: file.original_name,
          sanitizedName: file.sanitized_name,
          wasSanitized: file.was_sanitized,
          size: file.size,
          type: file.type,
        },
      ],
      createdAt: new Date().toISOString(),
      status: 'ready',
      chunksCount: status.chunks_count,
      filesCount: status.files_count,
    },
  };
}

/** Two calls, recorded as the agent records them. */
async function seedCalls(voicebotId: string): Promise<void> {
  const now = Date.now();
  const sessions = [
    {
      id: `${voicebotId}-a`,
      start: new Date(now - 3 * 3_600_000),
      seconds: '150.00',
      status: 'completed',
    },
    {
      id: `${voicebotId}-b`,
      start: new Date(now - 30 * 60_000),
      seconds: '45.50',
      status: 'failed',
    },
  ];
  for (const session of sessions) {
    await queryE2eDatabase(
      `insert into voice_sessions (session_id, voicebot_id, company_name, room_name, worker_id,
         start_time, end_time, duration_seconds, status, performance_metrics)
       values ($1, $2, 'Harbour View Hotel', $3, 'AW_e2e', $4, $4::timestamptz + ($5 || ' seconds')::interval, $5::numeric, $6, '{}'::jsonb)`,
      [
        session.id,
        voicebotId,
        `voicebot_${voicebotId}`,
        session.start,
        session.seconds,
        session.status,
      ],
    );
  }
  const [a, b] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
  // The agent's transcript and summary (docs/architecture.md#voice-transcripts): the failed call
  // summarised by the model, the other with none (as after the retention).
  await queryE2eDatabase(
    `update voice_sessions set summary = $2, summary_kind = 'model', summarised_at = now()
     where session_id = $1`,
    [b.id, 'The caller asked about late check-out; the call dropped before an answer.'],
  );
  for (const [speaker, content, seconds] of [
    ['agent', 'Harbour View Hotel, Ava speaking.', 1],
    ['caller', 'Can I check out late on Sunday?', 6],
  ] as const) {
    await queryE2eDatabase(
      `insert into voice_session_turns (session_id, speaker, content, spoken_at)
       values ($1, $2, $3, $4::timestamptz + ($5 || ' seconds')::interval)`,
      [b.id, speaker, content, b.start, String(seconds)],
    );
  }
  const actions: [string, Date, string, number, number | null, string, Record<string, unknown>][] =
    [
      [a.id, a.start, 'llm', 600, 300, '0.000400', { model: 'gpt-4o-mini', ttftMs: 210 }],
      [a.id, a.start, 'llm', 1000, 200, '0.000600', { model: 'gpt-4o-mini', ttftMs: 330 }],
      [a.id, a.start, 'tts', 900, null, '0.001000', { model: 'tts-1', ttfbMs: 250 }],
      [a.id, a.start, 'tts', 950, null, '0.001000', { model: 'tts-1', ttfbMs: 350 }],
      [b.id, b.start, 'llm', 1400, 100, '0.000200', { model: 'gpt-4o-mini', ttftMs: 480 }],
      [b.id, b.start, 'tts', 1200, null, '0.001000', { model: 'tts-1', ttfbMs: 650 }],
    ];
  for (const [session, at, type, ms, tokens, cost, details] of actions) {
    await queryE2eDatabase(
      `insert into voicebot_metrics (voicebot_id, session_id, action_type, action_details, success,
         response_time_ms, tokens_used, cost_usd, created_at)
       values ($1, $2, $3, $4::jsonb, true, $5, $6, $7::numeric, $8)`,
      [voicebotId, session, type, JSON.stringify(details), ms, tokens, cost, at],
    );
  }
}

async function holdBot(page: Page, bot: CreatedBot): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(bot),
  ] as const);
}

function figure(page: Page, label: string) {
  return page
    .getByTestId('usage-figures')
    .locator('div')
    .filter({
      has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    });
}

test('the dashboard shows the figures of the bot this browser built, without header or footer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const bot = await createBot(request);
  await seedCalls(bot.record.id);
  await holdBot(page, bot);
  await recordCspViolations(page);
  await gotoInteractive(page, dashboardPath);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(voicebotDashboardPage.heading);
  await expect(page.getByText('Ava · Harbour View Hotel')).toBeVisible();
  // spec: voice §2, the shared header and footer are hidden there
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Hand-worked from the rows above: (150 + 45.5) / 60 minutes; 0.0004 + 0.0006 + 0.0002 + 3 ×
  // 0.001 dollars; first audio 250, 350, 650 ms (median 350, 95th 350 + 0.9 × 300); turns
  // 600, 1000, 1400 ms (median 1000, 95th 1000 + 0.9 × 400).
  await expect(figure(page, 'Sessions')).toContainText('2');
  await expect(figure(page, 'Sessions')).toContainText('1 completed, 1 failed');
  await expect(figure(page, 'Minutes')).toContainText('3.26');
  await expect(figure(page, 'Tokens')).toContainText('600');
  await expect(figure(page, 'Cost')).toContainText('$0.0042');
  await expect(figure(page, 'Turns')).toContainText('3');
  await expect(figure(page, 'Time to first audio')).toContainText('p50 350 ms · p95 620 ms');
  await expect(figure(page, 'Time to first audio')).toContainText('3 samples');
  await expect(figure(page, 'Turn latency')).toContainText('p50 1 s · p95 1.36 s');

  const rows = page.getByTestId('recent-sessions').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('td')).toHaveText([
    /UTC$/,
    '0:46',
    'Failed',
    '1',
    'AI summaryThe caller asked about late check-out; the call dropped before an answer.',
    'Show transcript',
  ]);
  await expect(rows.nth(1).locator('td')).toHaveText([
    /UTC$/,
    '2:30',
    'Completed',
    '2',
    'No summary stored: transcripts are deleted after the retention period.',
    'Show transcript',
  ]);

  // Keyboard: a conversation's transcript opens from its button.
  const showTranscript = rows.nth(0).getByRole('button', { name: 'Show transcript' });
  await showTranscript.focus();
  await page.keyboard.press('Enter');
  const transcript = page.getByRole('region', { name: /^Transcript of the call of / });
  await expect(transcript.getByRole('listitem')).toHaveText([
    /VoicebotHarbour View Hotel, Ava speaking\.$/,
    /CallerCan I check out late on Sunday\?$/,
  ]);
  await page.keyboard.press('Enter');
  await expect(transcript).toHaveCount(0);

  await expect(page.getByRole('img', { name: /^Tokens per day: 600 in the period/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Cost per day: \$0\.0042 in the period/ }),
  ).toBeVisible();

  // Keyboard: the period and the daily table are reached and used without a pointer.
  const period = page.getByLabel('Period', { exact: true });
  await period.focus();
  await page.keyboard.press('ArrowDown');
  await expect(period).toHaveValue('90');
  await expect(figure(page, 'Sessions')).toContainText('1 completed, 1 failed');
  const daily = page.getByText('Daily figures');
  await daily.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table').first()).toBeVisible();

  await expectNoSeriousViolationsNow(page, 'the voicebot dashboard with figures');
  expect(await cspViolations(page)).toEqual([]);
});

test('without a bot in this browser the dashboard links to the builder, and passes axe', async ({
  page,
}) => {
  await expectNoSeriousViolations(page, dashboardPath, async (loaded) => {
    await expect(
      loaded.getByRole('heading', { name: 'No voicebot in this browser yet' }),
    ).toBeVisible();
  });
  const link = page.getByRole('main').getByRole('link', { name: 'Open the Voice Bot Builder' });
  await expect(link.first()).toHaveAttribute('href', routePaths.productsVoicebotBuilder);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a bot the server no longer knows (or a wrong key) says so', async ({ page, request }) => {
  test.setTimeout(120_000);
  const bot = await createBot(request);
  // Another browser's key for this bot: refused like a missing bot.
  await holdBot(page, { ...bot, ownerKey: 'A'.repeat(43) });
  await gotoInteractive(page, dashboardPath);
  await expect(page.getByRole('heading', { name: 'This voicebot no longer exists' })).toBeVisible();
});

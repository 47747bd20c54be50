import { dashboardStatKeys } from '@phi/contracts/admin';
import { adminDashboardMessages } from '@phi/contracts/messages';
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signInAsAdmin } from './admin-session.ts';

type Counts = Record<(typeof dashboardStatKeys)[number], number>;

async function countTables(): Promise<Counts> {
  const [row] = await queryE2eDatabase<Record<string, string>>(`
    select
      (select count(*) from contacts) as contacts,
      (select count(*) from job_applications) as applications,
      (select count(*) from jobs) as jobs,
      (select count(*) from blog_posts where published_at <= now())
        + (select count(*) from news_articles) as "blogPosts",
      (select count(*) from voice_sessions) as "voiceSessions",
      -- active and used in the last 30 days (docs/architecture.md#admin-voice-page)
      (select count(*) from voicebot_profiles p where p.status = 'active' and (
        exists (select 1 from voicebot_owners o where o.voicebot_id = p.voicebot_id
          and o.last_used_at >= now() - interval '30 days')
        or exists (select 1 from voice_sessions s where s.voicebot_id = p.voicebot_id
          and s.start_time >= now() - interval '30 days'))) as "activeVoicebots"
  `);
  return Object.fromEntries(
    dashboardStatKeys.map((key) => [key, Number(row?.[key] ?? Number.NaN)]),
  ) as Counts;
}

// spec: chat-news-admin §2 (dashboard): six cards counted from their tables; blog posts counts
// what /blog can show, published posts plus news articles (docs/architecture.md#departures)
test('the dashboard counts match the database', async ({ page }) => {
  await signInAsAdmin(page);
  // Other tests add rows at the same time: read the cards and the tables until they agree.
  await expect(async () => {
    await page.reload();
    const shown: Partial<Counts> = {};
    for (const key of dashboardStatKeys) {
      const card = page.getByTestId(`stat-${key}`);
      await expect(card).toContainText(adminDashboardMessages.statLabels[key]);
      const text = (await card.textContent()) ?? '';
      shown[key] = Number(
        text.replace(adminDashboardMessages.statLabels[key], '').replace(/\D/g, ''),
      );
    }
    expect(shown).toEqual(await countTables());
  }).toPass({ timeout: 20_000 });

  await expect(
    page.getByRole('heading', { name: adminDashboardMessages.recentActivity }),
  ).toBeVisible();
  await page.getByTestId('stat-jobs').click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
});

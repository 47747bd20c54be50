import { randomUUID } from 'node:crypto';
import { adminCopy, adminVoiceCopy } from '@phi/content';
import { routePaths } from '@phi/contracts/navigation';
import { expect, test } from '@playwright/test';
import { queryE2eDatabase } from '../../../tools/e2e/database.ts';
import { signInAsAdmin, uniqueTag } from './admin-session.ts';

// The admin Voice page (docs/architecture.md#voice, "Admin Voice page") reads what the voice
// agent writes: a session row as services/voice-agent/src/metrics/session-recorder.ts closes
// it, and a booking as the demo hotel's repository stores it.
test('the Voice page lists a stored voice session and a demo hotel booking', async ({ page }) => {
  const tag = uniqueTag('voice');
  const sessionId = randomUUID();
  const company = `Voice Co ${tag}`;
  const guest = `Guest ${tag}`;
  const reference = `HB-${tag.slice(-6).toUpperCase()}`;
  await queryE2eDatabase(
    `insert into voice_sessions
       (session_id, voicebot_id, company_name, room_name, worker_id, start_time, end_time,
        duration_seconds, status, performance_metrics)
     values ($1, 'demo_hotel', $2, $3, 'AW_e2e', now() - interval '95 seconds',
             now() - interval '3 seconds', 92.00, 'completed', '{"actions":4}')`,
    [sessionId, company, `voice-demo_hotel-${tag}`],
  );
  await queryE2eDatabase(
    `insert into hotel_bookings
       (reference, session_id, room_type_id, guest_name, guests, check_in, check_out, total_usd)
     values ($1, $2, 'standard_double', $3, 2, '2027-01-10T00:00:00Z', '2027-01-12T00:00:00Z',
             258.00)`,
    [reference, sessionId, guest],
  );

  await signInAsAdmin(page);
  // In the sidebar: the dashboard's Voice Sessions card is a link too.
  await page
    .getByRole('navigation', { name: adminCopy.sidebarSections })
    .getByRole('link', { name: /^Voice/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${routePaths.adminVoice}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Voice' })).toBeVisible();

  await page.getByLabel(adminVoiceCopy.bot, { exact: true }).selectOption('demo_hotel');
  const sessions = page.getByRole('region', { name: adminVoiceCopy.sessionsTable });
  const sessionRow = sessions.getByRole('row').filter({ hasText: company });
  await expect(sessionRow).toHaveCount(1);
  await expect(sessionRow).toContainText('1 min 32 s');
  await expect(sessionRow).toContainText(adminVoiceCopy.statuses.completed ?? 'Completed');

  const bookings = page.getByRole('region', { name: adminVoiceCopy.bookingsTable });
  const bookingRow = bookings.getByRole('row').filter({ hasText: reference });
  await expect(bookingRow).toContainText(`${guest} (2)`);
  await expect(bookingRow).toContainText('Standard Double');
});

import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export interface TableCounts {
  contacts: number;
  applications: number;
  jobs: number;
  blogPosts: number;
  voiceSessions: number;
  activeVoicebots: number;
}

/**
 * The dashboard's six figures, counted from their tables in one round trip. The blog posts
 * card counts what /blog can show: the published blog posts plus the stored news articles
 * (docs/architecture.md#departures). Suspected spam contacts are not counted until staff mark
 * them not spam.
 *
 * Voice (docs/architecture.md#voice, "Admin Voice page"): voiceSessions counts every stored
 * session, demo personas included (the dashboard has no period); activeVoicebots counts the
 * company bots whose profile is active and that were used in the last 30 days (an owner's
 * upload, question or token, or a voice session), the same 30 days after which an idle bot
 * is deleted. The demo personas have no profile and are not counted.
 */
export async function countDashboardTables(db: Kysely<Database>): Promise<TableCounts> {
  const { rows } = await sql<Record<keyof TableCounts, string>>`
    select
      (select count(*) from contacts where spam_reason is null) as contacts,
      (select count(*) from job_applications) as applications,
      (select count(*) from jobs) as jobs,
      (select count(*) from blog_posts where published_at <= now())
        + (select count(*) from news_articles) as blog_posts,
      (select count(*) from voice_sessions) as voice_sessions,
      (select count(*) from voicebot_profiles p
        where p.status = 'active'
          and (
            exists (select 1 from voicebot_owners o
              where o.voicebot_id = p.voicebot_id and o.last_used_at >= now() - interval '30 days')
            or exists (select 1 from voice_sessions s
              where s.voicebot_id = p.voicebot_id and s.start_time >= now() - interval '30 days')
          )) as active_voicebots
  `.execute(db);
  const row = rows[0];
  if (!row) {
    throw new Error('the dashboard count query answered no row');
  }
  return {
    contacts: Number(row.contacts),
    applications: Number(row.applications),
    jobs: Number(row.jobs),
    blogPosts: Number(row.blogPosts),
    voiceSessions: Number(row.voiceSessions),
    activeVoicebots: Number(row.activeVoicebots),
  };
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

// The admin Voice page's reads (docs/architecture.md#voice): the tables services/voice-agent
// writes, read directly; nothing here writes them.

export interface VoiceSessionFilter {
  voicebotId?: string | undefined;
  status?: string | undefined;
}

/** Where the previous page stopped: the last row's start time (ISO, microseconds) and id. */
export interface VoiceSessionPageCursor {
  at: string;
  id: string;
}

export interface VoiceSessionListRow {
  sessionId: string;
  voicebotId: string;
  companyName: string;
  /** start_time as ISO text in UTC with its microseconds: exact as a cursor. */
  startTimeText: string;
  endTime: Date | null;
  durationSeconds: string | null;
  status: string;
  summary: string | null;
  summaryKind: 'model' | 'extractive' | null;
}

/**
 * One page of voice sessions over every bot, newest first, after the cursor (keyset on start
 * time and session id). Reads one row more than asked so the caller knows whether an older
 * page exists.
 */
export function listVoiceSessionsPage(
  db: Kysely<Database>,
  filter: VoiceSessionFilter,
  cursor: VoiceSessionPageCursor | undefined,
  limit: number,
): Promise<VoiceSessionListRow[]> {
  let query = db
    .selectFrom('voiceSessions')
    .select([
      'sessionId',
      'voicebotId',
      'companyName',
      'endTime',
      'durationSeconds',
      'status',
      'summary',
      'summaryKind',
      sql<string>`to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'startTimeText',
      ),
    ]);
  if (filter.voicebotId) {
    query = query.where('voicebotId', '=', filter.voicebotId);
  }
  if (filter.status) {
    query = query.where('status', '=', filter.status as 'active');
  }
  if (cursor) {
    query = query.where(
      sql<boolean>`(start_time, session_id) < (${cursor.at}::timestamptz, ${cursor.id})`,
    );
  }
  return query
    .orderBy('startTime', 'desc')
    .orderBy('sessionId', 'desc')
    .limit(limit + 1)
    .execute();
}

export interface VoicebotUsageRow {
  voicebotId: string;
  companyName: string | null;
  sessions: number;
  /** Sum of the ended sessions' durations, numeric as text. */
  durationSeconds: string;
  totalActions: number;
  failedActions: number;
  totalTokensUsed: number;
  totalCostUsd: string;
  lastActivity: Date | null;
}

/**
 * Per bot: its sessions and their minutes (voice_sessions) beside the agent's running totals
 * (voicebot_usage_summaries); a bot that appears in either is listed, latest activity first.
 */
export async function listVoicebotUsage(db: Kysely<Database>): Promise<VoicebotUsageRow[]> {
  const { rows } = await sql<VoicebotUsageRow>`
    with session_totals as (
      select voicebot_id,
        count(*)::int as sessions,
        coalesce(sum(duration_seconds), 0)::text as duration_seconds,
        max(start_time) as last_start
      from voice_sessions group by voicebot_id
    ),
    bots as (
      select voicebot_id from session_totals
      union
      select voicebot_id from voicebot_usage_summaries
    )
    select b.voicebot_id,
      coalesce(p.company_name, (
        select s.company_name from voice_sessions s
        where s.voicebot_id = b.voicebot_id order by s.start_time desc limit 1
      )) as company_name,
      coalesce(t.sessions, 0) as sessions,
      coalesce(t.duration_seconds, '0') as duration_seconds,
      coalesce(u.total_actions, 0) as total_actions,
      coalesce(u.failed_actions, 0) as failed_actions,
      coalesce(u.total_tokens_used, 0) as total_tokens_used,
      coalesce(u.total_cost_usd, 0)::text as total_cost_usd,
      greatest(u.last_activity, t.last_start) as last_activity
    from bots b
    left join session_totals t on t.voicebot_id = b.voicebot_id
    left join voicebot_usage_summaries u on u.voicebot_id = b.voicebot_id
    left join voicebot_profiles p on p.voicebot_id = b.voicebot_id
    order by last_activity desc nulls last, b.voicebot_id
  `.execute(db);
  return rows;
}

/** The demo hotel's latest bookings with the room type's name, newest first. */
export function listLatestHotelBookings(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('hotelBookings as b')
    .innerJoin('hotelRoomTypes as t', 't.id', 'b.roomTypeId')
    .select([
      'b.id',
      'b.reference',
      'b.sessionId',
      't.name as roomName',
      'b.guestName',
      'b.guests',
      'b.checkIn',
      'b.checkOut',
      'b.totalUsd',
      'b.status',
      'b.createdAt',
    ])
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}

/** The demo restaurant's latest orders with their lines ("2 × Margherita"), newest first. */
export function listLatestRestaurantOrders(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('restaurantOrders as o')
    .select([
      'o.id',
      'o.reference',
      'o.sessionId',
      'o.customerName',
      'o.pickupTime',
      'o.totalUsd',
      'o.status',
      'o.createdAt',
      sql<string>`coalesce((
        select string_agg(i.quantity || ' × ' || i.item_name, ', ' order by i.id)
        from restaurant_order_items i where i.order_id = o.id
      ), '')`.as('items'),
    ])
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** The demo hospital's latest appointments with the clinician, newest first. */
export function listLatestHospitalAppointments(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('hospitalAppointments as a')
    .innerJoin('hospitalClinicians as c', 'c.id', 'a.clinicianId')
    .select([
      'a.id',
      'a.reference',
      'a.sessionId',
      'a.patientName',
      'c.name as clinicianName',
      'c.department',
      'a.startsAt',
      'a.status',
      'a.createdAt',
    ])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

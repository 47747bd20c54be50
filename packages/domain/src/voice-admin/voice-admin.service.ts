import {
  demoVoicebotIdList,
  keysetPage,
  type VoiceOverviewResponse,
  type VoiceSessionListItem,
  type VoiceSessionsQuery,
  type VoiceSessionsResponse,
  voiceOverviewLimits,
} from '@phi/contracts/admin';
import {
  type Database,
  listLatestHospitalAppointments,
  listLatestHotelBookings,
  listLatestRestaurantOrders,
  listVoicebotUsage,
  listVoiceSessionsPage,
  type VoiceSessionListRow,
} from '@phi/db';
import type { Kysely } from 'kysely';

// The admin Voice page (docs/architecture.md#voice, "Admin Voice page"): sessions over every
// bot, usage per bot and the demo personas' records, read from the voice agent's tables.

const demoIds = new Set<string>(demoVoicebotIdList);
const iso = (value: Date) => value.toISOString();

function toSessionItem(row: VoiceSessionListRow): VoiceSessionListItem {
  return {
    sessionId: row.sessionId,
    voicebotId: row.voicebotId,
    companyName: row.companyName,
    startTime: row.startTimeText,
    endTime: row.endTime ? iso(row.endTime) : null,
    durationSeconds: row.durationSeconds === null ? null : Number(row.durationSeconds),
    status: row.status as VoiceSessionListItem['status'],
    isDemo: demoIds.has(row.voicebotId),
    summary:
      row.summary !== null && row.summaryKind !== null
        ? { kind: row.summaryKind, text: row.summary }
        : null,
  };
}

/** One page of voice sessions, newest first, and the cursor of the next (older) page. */
export async function listVoiceSessions(
  db: Kysely<Database>,
  query: VoiceSessionsQuery,
): Promise<VoiceSessionsResponse> {
  const rows = await listVoiceSessionsPage(
    db,
    { voicebotId: query.voicebotId, status: query.status },
    query.after,
    query.limit,
  );
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({
    at: row.startTimeText,
    id: row.sessionId,
  }));
  return { sessions: page.map(toSessionItem), nextCursor };
}

/** Usage per bot and the demo personas' latest bookings, orders and appointments. */
export async function readVoiceOverview(db: Kysely<Database>): Promise<VoiceOverviewResponse> {
  const limit = voiceOverviewLimits.demoRecords;
  const [usage, bookings, orders, appointments] = await Promise.all([
    listVoicebotUsage(db),
    listLatestHotelBookings(db, limit),
    listLatestRestaurantOrders(db, limit),
    listLatestHospitalAppointments(db, limit),
  ]);
  return {
    usage: usage.map((row) => ({
      voicebotId: row.voicebotId,
      companyName: row.companyName,
      isDemo: demoIds.has(row.voicebotId),
      sessions: Number(row.sessions),
      minutes: Math.round((Number(row.durationSeconds) / 60) * 100) / 100,
      totalActions: Number(row.totalActions),
      failedActions: Number(row.failedActions),
      totalTokensUsed: Number(row.totalTokensUsed),
      totalCostUsd: Number(row.totalCostUsd),
      lastActivity: row.lastActivity ? iso(new Date(row.lastActivity)) : null,
    })),
    hotelBookings: bookings.map((row) => ({
      reference: row.reference,
      sessionId: row.sessionId,
      roomName: row.roomName,
      guestName: row.guestName,
      guests: row.guests,
      checkIn: iso(row.checkIn),
      checkOut: iso(row.checkOut),
      totalUsd: Number(row.totalUsd),
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    restaurantOrders: orders.map((row) => ({
      reference: row.reference,
      sessionId: row.sessionId,
      customerName: row.customerName,
      items: row.items,
      pickupTime: iso(row.pickupTime),
      totalUsd: Number(row.totalUsd),
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    hospitalAppointments: appointments.map((row) => ({
      reference: row.reference,
      sessionId: row.sessionId,
      patientName: row.patientName,
      clinicianName: row.clinicianName,
      department: row.department,
      startsAt: iso(row.startsAt),
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
  };
}

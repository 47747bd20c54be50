import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import { addDays } from './demo-dates.ts';
import { createReference } from './references.ts';

export interface FreeSlot {
  clinicianId: string;
  clinicianName: string;
  department: string;
  startsAt: string;
  minutes: number;
}

interface ClinicianHours {
  clinicianId: string;
  name: string;
  department: string;
  appointmentMinutes: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
}

function slotStarts(day: Date, hours: ClinicianHours): Date[] {
  const starts: Date[] = [];
  for (
    let minute = hours.startMinute;
    minute + hours.appointmentMinutes <= hours.endMinute;
    minute += hours.appointmentMinutes
  ) {
    starts.push(new Date(day.getTime() + minute * 60_000));
  }
  return starts;
}

async function readHours(
  db: Kysely<Database>,
  weekday: number,
  filter: { clinicianId?: string | undefined; department?: string | undefined },
): Promise<ClinicianHours[]> {
  let query = db
    .selectFrom('hospitalClinicHours as h')
    .innerJoin('hospitalClinicians as c', 'c.id', 'h.clinicianId')
    .select([
      'c.id as clinicianId',
      'c.name',
      'c.department',
      'c.appointmentMinutes',
      'h.weekday',
      'h.startMinute',
      'h.endMinute',
    ])
    .where('h.weekday', '=', weekday)
    .orderBy('h.startMinute')
    .orderBy('c.name');
  if (filter.clinicianId) {
    query = query.where('c.id', '=', filter.clinicianId);
  }
  if (filter.department) {
    query = query.where('c.department', 'ilike', filter.department);
  }
  return query.execute();
}

/** Free slots on a day (00:00 UTC), earliest first, none before `notBefore`. */
export async function listFreeSlots(
  db: Kysely<Database>,
  request: {
    day: Date;
    notBefore: Date;
    clinicianId?: string | undefined;
    department?: string | undefined;
    limit: number;
  },
): Promise<FreeSlot[]> {
  const hours = await readHours(db, request.day.getUTCDay(), request);
  if (hours.length === 0) {
    return [];
  }
  const booked = await db
    .selectFrom('hospitalAppointments')
    .select(['clinicianId', 'startsAt'])
    .where('status', '=', 'booked')
    .where('startsAt', '>=', request.day)
    .where('startsAt', '<', addDays(request.day, 1))
    .execute();
  const taken = new Set(booked.map((row) => `${row.clinicianId}@${row.startsAt.getTime()}`));
  const slots = hours.flatMap((entry) =>
    slotStarts(request.day, entry)
      .filter((start) => start >= request.notBefore)
      .filter((start) => !taken.has(`${entry.clinicianId}@${start.getTime()}`))
      .map((start) => ({
        clinicianId: entry.clinicianId,
        clinicianName: entry.name,
        department: entry.department,
        startsAt: start.toISOString(),
        minutes: entry.appointmentMinutes,
      })),
  );
  slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return slots.slice(0, request.limit);
}

export type AppointmentOutcome =
  | {
      ok: true;
      appointment: {
        reference: string;
        clinicianName: string;
        department: string;
        startsAt: string;
        endsAt: string;
      };
    }
  | { ok: false; reason: 'unknown-clinician' | 'not-a-slot' | 'taken' };

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/**
 * Books a slot that the clinician's hours offer. The partial unique index on booked
 * (clinician, start) settles two callers racing for the same slot: the second gets 'taken'.
 */
export async function bookAppointment(
  db: Kysely<Database>,
  request: {
    sessionId: string | null;
    clinicianId: string;
    startsAt: Date;
    patientName: string;
    patientPhone: string | null;
    reason: string | null;
  },
): Promise<AppointmentOutcome> {
  const clinician = await db
    .selectFrom('hospitalClinicians')
    .selectAll()
    .where('id', '=', request.clinicianId)
    .executeTakeFirst();
  if (!clinician) {
    return { ok: false, reason: 'unknown-clinician' };
  }
  const day = new Date(Math.floor(request.startsAt.getTime() / 86_400_000) * 86_400_000);
  const hours = await readHours(db, day.getUTCDay(), { clinicianId: clinician.id });
  const isSlot = hours.some((entry) =>
    slotStarts(day, entry).some((start) => start.getTime() === request.startsAt.getTime()),
  );
  if (!isSlot) {
    return { ok: false, reason: 'not-a-slot' };
  }
  const endsAt = new Date(request.startsAt.getTime() + clinician.appointmentMinutes * 60_000);
  const reference = createReference('HA');
  try {
    await db
      .insertInto('hospitalAppointments')
      .values({
        reference,
        sessionId: request.sessionId,
        clinicianId: clinician.id,
        patientName: request.patientName,
        patientPhone: request.patientPhone,
        reason: request.reason,
        startsAt: request.startsAt,
        endsAt,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { ok: false, reason: 'taken' };
    }
    throw error;
  }
  return {
    ok: true,
    appointment: {
      reference,
      clinicianName: clinician.name,
      department: clinician.department,
      startsAt: request.startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    },
  };
}

import type { Database } from '@phi/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { createReference } from './references.ts';

export interface RoomAvailability {
  roomTypeId: string;
  name: string;
  description: string;
  maxGuests: number;
  nightlyRateUsd: string;
  roomsFree: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** A booking holds a room while requested or confirmed; stays overlap when their nights do. */
function overlappingBookings(executor: Executor, checkIn: Date, checkOut: Date) {
  return executor
    .selectFrom('hotelBookings')
    .select(['roomTypeId', sql<number>`count(*)::int`.as('taken')])
    .where('status', 'in', ['requested', 'confirmed'])
    .where('checkIn', '<', checkOut)
    .where('checkOut', '>', checkIn)
    .groupBy('roomTypeId');
}

export async function listRoomAvailability(
  db: Executor,
  stay: { checkIn: Date; checkOut: Date; guests: number },
): Promise<RoomAvailability[]> {
  const rows = await db
    .selectFrom('hotelRoomTypes as t')
    .leftJoin(overlappingBookings(db, stay.checkIn, stay.checkOut).as('b'), 'b.roomTypeId', 't.id')
    .select([
      't.id as roomTypeId',
      't.name',
      't.description',
      't.maxGuests',
      't.nightlyRateUsd',
      sql<number>`greatest(t.room_count - coalesce(b.taken, 0), 0)::int`.as('roomsFree'),
    ])
    .where('t.maxGuests', '>=', stay.guests)
    .orderBy('t.nightlyRateUsd')
    .execute();
  return rows;
}

export type BookingOutcome =
  | {
      ok: true;
      booking: { reference: string; roomName: string; nights: number; totalUsd: string };
    }
  | { ok: false; reason: 'unknown-room-type' | 'too-many-guests' | 'sold-out' };

/**
 * Books one room of a type for a stay. The room type's row is locked first, so two callers
 * asking for the last room of a type are served one after the other and only one gets it.
 */
export async function requestHotelBooking(
  db: Kysely<Database>,
  request: {
    sessionId: string | null;
    roomTypeId: string;
    checkIn: Date;
    checkOut: Date;
    nights: number;
    guests: number;
    guestName: string;
    guestPhone: string | null;
  },
): Promise<BookingOutcome> {
  return db.transaction().execute(async (trx) => {
    const roomType = await trx
      .selectFrom('hotelRoomTypes')
      .selectAll()
      .where('id', '=', request.roomTypeId)
      .forUpdate()
      .executeTakeFirst();
    if (!roomType) {
      return { ok: false, reason: 'unknown-room-type' };
    }
    if (request.guests > roomType.maxGuests) {
      return { ok: false, reason: 'too-many-guests' };
    }
    const taken = await overlappingBookings(trx, request.checkIn, request.checkOut)
      .where('roomTypeId', '=', roomType.id)
      .executeTakeFirst();
    if ((taken?.taken ?? 0) >= roomType.roomCount) {
      return { ok: false, reason: 'sold-out' };
    }
    const totalUsd = (Number(roomType.nightlyRateUsd) * request.nights).toFixed(2);
    const reference = createReference('HB');
    await trx
      .insertInto('hotelBookings')
      .values({
        reference,
        sessionId: request.sessionId,
        roomTypeId: roomType.id,
        guestName: request.guestName,
        guestPhone: request.guestPhone,
        guests: request.guests,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        totalUsd,
      })
      .execute();
    return {
      ok: true,
      booking: { reference, roomName: roomType.name, nights: request.nights, totalUsd },
    };
  });
}

import type { VoiceDispatchMetadata } from '@phi/contracts/public';
import { voiceDemoHotel } from '@phi/db/seed-voice-demo';
import { z } from 'zod';
import {
  addDays,
  daysBetween,
  formatCalendarDate,
  parseCalendarDate,
  startOfUtcDay,
} from '../../demo/demo-dates.ts';
import { listRoomAvailability, requestHotelBooking } from '../../demo/hotel.repository.ts';
import { measuredTool, refuse } from '../measured-tool.ts';
import { type Persona, type PersonaDependencies, spokenStyle } from '../persona.ts';

// Ours: how far ahead and how long a stay the demo receptionist takes.
export const hotelBookingLimits = { maxNights: 30, maxDaysAhead: 365, maxGuests: 8 } as const;

const dateSchema = z.string().describe('A calendar date, YYYY-MM-DD');
const stayParameters = z.object({
  checkIn: dateSchema.describe('Arrival date, YYYY-MM-DD'),
  checkOut: dateSchema.describe('Departure date, YYYY-MM-DD'),
  guests: z.number().int().min(1).max(hotelBookingLimits.maxGuests),
});

function readStay(
  deps: PersonaDependencies,
  stay: { checkIn: string; checkOut: string },
): { checkIn: Date; checkOut: Date; nights: number } {
  const checkIn = parseCalendarDate(stay.checkIn);
  const checkOut = parseCalendarDate(stay.checkOut);
  if (!checkIn || !checkOut) {
    return refuse('Dates must be real calendar dates written YYYY-MM-DD.');
  }
  const today = startOfUtcDay(deps.now());
  if (checkIn < today) {
    return refuse(
      `The arrival date ${stay.checkIn} is in the past; today is ${formatCalendarDate(today)}.`,
    );
  }
  if (checkIn > addDays(today, hotelBookingLimits.maxDaysAhead)) {
    return refuse(`Bookings open ${hotelBookingLimits.maxDaysAhead} days ahead at most.`);
  }
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) {
    return refuse('The departure date must be after the arrival date.');
  }
  if (nights > hotelBookingLimits.maxNights) {
    return refuse(`A stay can be ${hotelBookingLimits.maxNights} nights at most.`);
  }
  return { checkIn, checkOut, nights };
}

const bookingRefusals = {
  'unknown-room-type': 'There is no room type with that id; check availability first.',
  'too-many-guests': 'That room type does not take that many guests.',
  'sold-out': 'That room type is fully booked for those dates.',
} as const;

// spec: voice §1, the hotel receptionist
export function createHotelPersona(
  _metadata: VoiceDispatchMetadata,
  deps: PersonaDependencies,
): Persona {
  return {
    kind: 'hotel',
    voice: 'sarah',
    greeting: `Welcome the guest to ${voiceDemoHotel.name} and ask how you can help with their stay.`,
    instructions: [
      `You are the receptionist of ${voiceDemoHotel.name}, ${voiceDemoHotel.location}; it is a`,
      'demonstration hotel, and if asked you say the hotel is fictional.',
      `Today is ${formatCalendarDate(deps.now())}. Turn dates the guest says into YYYY-MM-DD.`,
      'Before offering rooms call checkRoomAvailability with the dates and number of guests, and',
      'quote only the rooms and prices it returns. To book, collect the room, dates, number of',
      "guests and the guest's name (a phone number if they offer one), read them back, and only",
      'after the guest agrees call requestBooking. Give the booking reference it returns, letter',
      'by letter, and say the request will be confirmed by the hotel.',
      spokenStyle,
    ].join(' '),
    tools: [
      measuredTool(deps, 'checkRoomAvailability', {
        description: 'Rooms free for a stay, with nightly rate and total price.',
        parameters: stayParameters,
        execute: async (args) => {
          const stay = readStay(deps, args);
          const rooms = await listRoomAvailability(deps.db, { ...stay, guests: args.guests });
          return {
            checkIn: args.checkIn,
            checkOut: args.checkOut,
            nights: stay.nights,
            rooms: rooms
              .filter((room) => room.roomsFree > 0)
              .map((room) => ({
                roomTypeId: room.roomTypeId,
                name: room.name,
                description: room.description,
                maxGuests: room.maxGuests,
                nightlyRateUsd: room.nightlyRateUsd,
                totalUsd: (Number(room.nightlyRateUsd) * stay.nights).toFixed(2),
                roomsFree: room.roomsFree,
              })),
          };
        },
      }),
      measuredTool(deps, 'requestBooking', {
        description: 'Request a booking of one room once the guest has agreed to the details.',
        parameters: stayParameters.extend({
          roomTypeId: z.string().min(1).describe('roomTypeId from checkRoomAvailability'),
          guestName: z.string().trim().min(2).max(200),
          guestPhone: z.string().trim().max(40).nullish(),
        }),
        personalFields: ['guestName', 'guestPhone'],
        execute: async (args) => {
          const stay = readStay(deps, args);
          const outcome = await requestHotelBooking(deps.db, {
            sessionId: deps.sessionId,
            roomTypeId: args.roomTypeId,
            ...stay,
            guests: args.guests,
            guestName: args.guestName,
            guestPhone: args.guestPhone || null,
          });
          if (!outcome.ok) {
            return refuse(bookingRefusals[outcome.reason]);
          }
          return {
            status: 'requested',
            reference: outcome.booking.reference,
            room: outcome.booking.roomName,
            checkIn: args.checkIn,
            checkOut: args.checkOut,
            nights: outcome.booking.nights,
            totalUsd: outcome.booking.totalUsd,
          };
        },
      }),
    ],
  };
}

import type { VoiceDispatchMetadata } from '@phi/contracts/public';
import { voiceDemoClinic } from '@phi/db/seed-voice-demo';
import { z } from 'zod';
import { addDays, parseCalendarDate, startOfUtcDay } from '../../demo/demo-dates.ts';
import { bookAppointment, listFreeSlots } from '../../demo/hospital.repository.ts';
import { measuredTool, refuse } from '../measured-tool.ts';
import { type Persona, type PersonaDependencies, spokenStyle } from '../persona.ts';

// Ours: the demo clinic books from 30 minutes ahead to 60 days ahead; a list reads out a few.
export const hospitalBookingLimits = {
  minLeadMinutes: 30,
  maxDaysAhead: 60,
  slotsListed: 8,
} as const;

const bookingRefusals = {
  'unknown-clinician': 'There is no clinician with that id; list free slots first.',
  'not-a-slot': "That time is not one of the clinician's appointment slots; list free slots first.",
  taken: 'That slot has just been taken; offer another free slot.',
} as const;

// spec: voice §1, the hospital appointment coordinator
export function createHospitalPersona(
  _metadata: VoiceDispatchMetadata,
  deps: PersonaDependencies,
): Persona {
  return {
    kind: 'hospital',
    voice: 'luna',
    greeting: `Greet the patient on behalf of ${voiceDemoClinic.name} and offer to book an appointment.`,
    instructions: [
      `You coordinate appointments for ${voiceDemoClinic.name}, a demonstration clinic; if`,
      'asked, you say it is fictional. You never give medical advice, diagnoses or opinions on',
      'symptoms or medicines: you only book appointments. If the caller describes an emergency,',
      'such as chest pain or trouble breathing, tell them to call their local emergency number now.',
      `The time now is ${deps.now().toISOString()}; the clinic's times are UTC.`,
      'Call listFreeSlots for the day the patient wants and offer only the slots it returns. To',
      "book, collect the slot and the patient's name (a phone number and a short reason only if",
      'offered), read them back and, once the patient agrees, call bookAppointment. Give the',
      'reference it returns, letter by letter.',
      spokenStyle,
    ].join(' '),
    tools: [
      measuredTool(deps, 'listFreeSlots', {
        description: 'Free appointment slots on a day, optionally for a department or clinician.',
        parameters: z.object({
          date: z.string().describe('The day, YYYY-MM-DD'),
          department: z.string().trim().max(100).nullish().describe('e.g. General Practice'),
          clinicianId: z.string().trim().max(100).nullish(),
        }),
        execute: async (args) => {
          const day = parseCalendarDate(args.date);
          if (!day) {
            return refuse('The date must be a real calendar date written YYYY-MM-DD.');
          }
          const now = deps.now();
          if (day < startOfUtcDay(now)) {
            return refuse('That day is in the past.');
          }
          if (day > addDays(startOfUtcDay(now), hospitalBookingLimits.maxDaysAhead)) {
            return refuse(`Appointments open ${hospitalBookingLimits.maxDaysAhead} days ahead.`);
          }
          const slots = await listFreeSlots(deps.db, {
            day,
            notBefore: new Date(now.getTime() + hospitalBookingLimits.minLeadMinutes * 60_000),
            department: args.department || undefined,
            clinicianId: args.clinicianId || undefined,
            limit: hospitalBookingLimits.slotsListed,
          });
          return { date: args.date, slots };
        },
      }),
      measuredTool(deps, 'bookAppointment', {
        description: 'Book a free slot once the patient has agreed to it.',
        parameters: z.object({
          clinicianId: z.string().min(1).describe('clinicianId from listFreeSlots'),
          startsAt: z.iso.datetime({ offset: true }).describe('startsAt from listFreeSlots'),
          patientName: z.string().trim().min(2).max(200),
          patientPhone: z.string().trim().max(40).nullish(),
          reason: z.string().trim().max(300).nullish(),
        }),
        personalFields: ['patientName', 'patientPhone', 'reason'],
        execute: async (args) => {
          const startsAt = new Date(args.startsAt);
          if (
            startsAt.getTime() <
            deps.now().getTime() + hospitalBookingLimits.minLeadMinutes * 60_000
          ) {
            return refuse('That slot is too soon to book; offer a later one.');
          }
          const outcome = await bookAppointment(deps.db, {
            sessionId: deps.sessionId,
            clinicianId: args.clinicianId,
            startsAt,
            patientName: args.patientName,
            patientPhone: args.patientPhone || null,
            reason: args.reason || null,
          });
          if (!outcome.ok) {
            return refuse(bookingRefusals[outcome.reason]);
          }
          return { status: 'booked', ...outcome.appointment };
        },
      }),
    ],
  };
}

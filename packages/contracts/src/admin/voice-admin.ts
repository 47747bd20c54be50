import { z } from 'zod';
import { storedModelLimits } from '../constants.ts';
import { allFilterValue, voiceSessionStatuses } from '../enums.ts';
import { demoVoicebotIds } from '../public/voice-dispatch.ts';
import { voiceSessionSummarySchema } from '../public/voice-transcripts.ts';
import { isoDateTimeSchema, sentinelOptional } from '../schema-helpers.ts';
import { keysetCursorSchema, pageQueryFields } from './list-query.ts';

// Ours: the admin Voice page (docs/architecture.md#voice, "Admin Voice page"). It reads what
// services/voice-agent writes (spec: chat-news-admin §3, voice_sessions and
// voicebot_usage_summaries) and what the demo personas took (hotel bookings, restaurant
// orders, hospital appointments), newest first.

/** The demo personas' fixed voicebot ids, offered as filters beside the company bots. */
export const demoVoicebotIdList = Object.values(demoVoicebotIds);

export const voiceSessionCursorSchema = keysetCursorSchema('Not a cursor of the voice sessions');

export const voiceSessionsQuerySchema = z.object({
  voicebotId: sentinelOptional(z.string().trim().min(1).max(storedModelLimits.voicebotId), [
    allFilterValue,
  ]).describe('a company bot id or a demo persona id (demo_hotel, demo_restaurant...)'),
  status: sentinelOptional(z.enum(voiceSessionStatuses), [allFilterValue]),
  after: voiceSessionCursorSchema
    .optional()
    .describe('nextCursor of the previous page; the page starts after that session'),
  limit: pageQueryFields.limit,
});
export type VoiceSessionsQueryInput = z.input<typeof voiceSessionsQuerySchema>;
export type VoiceSessionsQuery = z.output<typeof voiceSessionsQuerySchema>;

export const voiceSessionListItemSchema = z
  .object({
    sessionId: z.string(),
    voicebotId: z.string(),
    companyName: z.string(),
    startTime: isoDateTimeSchema,
    endTime: isoDateTimeSchema.nullable(),
    durationSeconds: z.number().nonnegative().nullable().describe('null while the call runs'),
    status: z.enum(voiceSessionStatuses),
    isDemo: z.boolean().describe('a demo persona (fixed voicebot id), not a company bot'),
    summary: voiceSessionSummarySchema
      .nullable()
      .describe('written when the call ends; null before, and after the transcript retention'),
  })
  .meta({ id: 'VoiceSessionListItem' });
export type VoiceSessionListItem = z.infer<typeof voiceSessionListItemSchema>;

export const voiceSessionsResponseSchema = z
  .object({
    sessions: z.array(voiceSessionListItemSchema),
    nextCursor: z.string().nullable().describe('pass as `after` for the next (older) page'),
  })
  .meta({ id: 'VoiceSessionsResponse' });
export type VoiceSessionsResponse = z.infer<typeof voiceSessionsResponseSchema>;

export const voicebotUsageItemSchema = z
  .object({
    voicebotId: z.string(),
    companyName: z.string().nullable().describe('from the profile, else the latest session'),
    isDemo: z.boolean(),
    sessions: z.number().int().nonnegative(),
    minutes: z.number().nonnegative().describe('the ended sessions’ durations, in minutes'),
    totalActions: z.number().int().nonnegative(),
    failedActions: z.number().int().nonnegative(),
    totalTokensUsed: z.number().int().nonnegative(),
    totalCostUsd: z.number().nonnegative(),
    lastActivity: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'VoicebotUsageItem' });
export type VoicebotUsageItem = z.infer<typeof voicebotUsageItemSchema>;

export const demoHotelBookingSchema = z.object({
  reference: z.string(),
  sessionId: z.string().nullable(),
  roomName: z.string(),
  guestName: z.string(),
  guests: z.number().int(),
  checkIn: isoDateTimeSchema,
  checkOut: isoDateTimeSchema,
  totalUsd: z.number(),
  status: z.string(),
  createdAt: isoDateTimeSchema,
});
export type DemoHotelBooking = z.infer<typeof demoHotelBookingSchema>;

export const demoRestaurantOrderSchema = z.object({
  reference: z.string(),
  sessionId: z.string().nullable(),
  customerName: z.string(),
  items: z.string().describe('"2 × Margherita, 1 × Tiramisu"'),
  pickupTime: isoDateTimeSchema,
  totalUsd: z.number(),
  status: z.string(),
  createdAt: isoDateTimeSchema,
});
export type DemoRestaurantOrder = z.infer<typeof demoRestaurantOrderSchema>;

export const demoHospitalAppointmentSchema = z.object({
  reference: z.string(),
  sessionId: z.string().nullable(),
  patientName: z.string(),
  clinicianName: z.string(),
  department: z.string(),
  startsAt: isoDateTimeSchema,
  status: z.string(),
  createdAt: isoDateTimeSchema,
});
export type DemoHospitalAppointment = z.infer<typeof demoHospitalAppointmentSchema>;

/** How many of each demo record the overview shows, newest first. */
export const voiceOverviewLimits = { demoRecords: 20 } as const;

export const voiceOverviewResponseSchema = z
  .object({
    usage: z.array(voicebotUsageItemSchema).describe('every bot with a usage summary or session'),
    hotelBookings: z.array(demoHotelBookingSchema),
    restaurantOrders: z.array(demoRestaurantOrderSchema),
    hospitalAppointments: z.array(demoHospitalAppointmentSchema),
  })
  .meta({ id: 'VoiceOverviewResponse' });
export type VoiceOverviewResponse = z.infer<typeof voiceOverviewResponseSchema>;

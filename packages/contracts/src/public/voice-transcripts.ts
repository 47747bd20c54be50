import { z } from 'zod';
import { voiceSummaryKindSchema, voiceTranscriptSpeakerSchema } from '../enums.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';
import { voicebotIdSchema } from './voice.ts';

// Ours: what the voice agent keeps of a conversation (docs/architecture.md#voice-transcripts).
// Every caller and agent line is stored as it is spoken, and each session gets a short summary
// when it ends. Transcripts are the caller's personal data: they live a bounded time and only
// the bot's owner key reads them.

export const voiceTranscriptLimits = {
  /** A stored line is cut to this many characters. */
  turnChars: 2000,
  /** A summary is cut to this many characters. */
  summaryChars: 400,
  /** Days a transcript (and its summary) is kept; the worker's setting may choose within. */
  retentionDays: { default: 30, min: 1, max: 365 },
} as const;

export const voiceSessionSummarySchema = z.object({
  /** model: written by the language model; extractive: built from the lines themselves. */
  kind: voiceSummaryKindSchema,
  text: z.string().max(voiceTranscriptLimits.summaryChars),
});
export type VoiceSessionSummary = z.infer<typeof voiceSessionSummarySchema>;

export const voiceTranscriptParamsSchema = z.object({
  id: voicebotIdSchema,
  sessionId: z.string().min(1).max(255),
});
export type VoiceTranscriptParams = z.infer<typeof voiceTranscriptParamsSchema>;

export const voiceTranscriptTurnSchema = z.object({
  speaker: voiceTranscriptSpeakerSchema,
  text: z.string().max(voiceTranscriptLimits.turnChars),
  at: isoDateTimeSchema,
});
export type VoiceTranscriptTurn = z.infer<typeof voiceTranscriptTurnSchema>;

export const voiceTranscriptSchema = z
  .object({
    session_id: z.string(),
    start_time: isoDateTimeSchema,
    summary: voiceSessionSummarySchema.nullable(),
    /** In the order spoken; empty once the retention removed them. */
    turns: z.array(voiceTranscriptTurnSchema),
  })
  .meta({ id: 'VoiceTranscript' });
export type VoiceTranscript = z.infer<typeof voiceTranscriptSchema>;

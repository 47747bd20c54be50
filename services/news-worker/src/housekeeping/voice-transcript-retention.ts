import { pruneVoiceTranscriptsJob } from '@phi/contracts/jobs';
import {
  type Database,
  deleteVoiceTranscriptsBefore,
  type VoiceTranscriptPruneResult,
} from '@phi/db';
import type { JobDefinition } from '@phi/queue';
import type { Kysely } from 'kysely';
import { definePruneJob, hourlyPruneRuns } from './hourly-prune.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the voice agent's transcript lines, and the summaries of sessions, older than the
 * retention: they are the callers' personal data (docs/architecture.md#voice-transcripts).
 */
export function pruneVoiceTranscripts(
  db: Kysely<Database>,
  retentionDays: number,
  now: Date = new Date(),
): Promise<VoiceTranscriptPruneResult> {
  return deleteVoiceTranscriptsBefore(db, new Date(now.getTime() - retentionDays * dayMs));
}

export function createVoiceTranscriptRetentionJobs(deps: {
  db: Kysely<Database>;
  retentionDays: number;
}): JobDefinition[] {
  return [
    definePruneJob({
      job: pruneVoiceTranscriptsJob,
      prune: () => pruneVoiceTranscripts(deps.db, deps.retentionDays),
      message: 'voice transcripts pruned',
      fields: { retentionDays: deps.retentionDays },
    }),
  ];
}

export const {
  schedules: voiceTranscriptRetentionSchedules,
  startupJobs: voiceTranscriptRetentionStartupJobs,
} = hourlyPruneRuns(pruneVoiceTranscriptsJob, 'prune-voice-transcripts-hourly');

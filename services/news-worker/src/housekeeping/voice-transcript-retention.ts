import { pruneVoiceTranscriptsJob } from '@phi/contracts/jobs';
import {
  type Database,
  deleteVoiceTranscriptsBefore,
  type VoiceTranscriptPruneResult,
} from '@phi/db';
import { defineJob, type JobDefinition, type JobSchedule, type StartupJob } from '@phi/queue';
import type { Kysely } from 'kysely';

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

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
    defineJob({
      ...pruneVoiceTranscriptsJob,
      handle: async (_payload, { logger }) => {
        const pruned = await pruneVoiceTranscripts(deps.db, deps.retentionDays);
        logger.info({ pruned, retentionDays: deps.retentionDays }, 'voice transcripts pruned');
        return pruned;
      },
    }),
  ];
}

// Hourly, as the monitoring prune: a line outlives the retention by an hour at most.
export const voiceTranscriptRetentionSchedules: JobSchedule[] = [
  {
    id: 'prune-voice-transcripts-hourly',
    job: pruneVoiceTranscriptsJob,
    payload: {},
    every: hourMs,
  },
];

export const voiceTranscriptRetentionStartupJobs: StartupJob[] = [
  { job: pruneVoiceTranscriptsJob, payload: {} },
];

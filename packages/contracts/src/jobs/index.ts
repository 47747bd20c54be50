import { pruneMonitoringJob, pruneVoiceTranscriptsJob, sweepFilesJob } from './housekeeping.ts';
import { knowledgeIndexSiteJob } from './knowledge.ts';
import { newsFetchAllJob, newsFetchSourceJob, newsPruneJob, newsSyncSchedulesJob } from './news.ts';
import { voicebotIndexJob } from './voicebot.ts';

export * from './housekeeping.ts';
export * from './knowledge.ts';
export * from './news.ts';
export * from './voicebot.ts';

// Queue job contracts, `{ name, queue, schema }`: producers parse a payload with the schema
// before queueing it, and the worker again before its handler runs (@phi/queue).
export const jobContracts = [
  sweepFilesJob,
  pruneMonitoringJob,
  pruneVoiceTranscriptsJob,
  newsFetchAllJob,
  newsFetchSourceJob,
  newsSyncSchedulesJob,
  newsPruneJob,
  voicebotIndexJob,
  knowledgeIndexSiteJob,
] as const;

import type { z } from 'zod';
import {
  newsFetchAllJobName,
  newsFetchAllPayloadSchema,
  newsFetchSourceJobName,
  newsFetchSourcePayloadSchema,
} from './news.ts';
import { voicebotIndexJobName, voicebotIndexPayloadSchema } from './voicebot.ts';

export * from './news.ts';
export * from './voicebot.ts';

// Queue job contracts: producer and worker both parse with these (STYLE.md, worker).
export const jobPayloadSchemas = {
  [newsFetchAllJobName]: newsFetchAllPayloadSchema,
  [newsFetchSourceJobName]: newsFetchSourcePayloadSchema,
  [voicebotIndexJobName]: voicebotIndexPayloadSchema,
} as const;

export type QueueJobName = keyof typeof jobPayloadSchemas;
export type QueueJobPayload<N extends QueueJobName> = z.output<(typeof jobPayloadSchemas)[N]>;

export interface JobDefinition<N extends QueueJobName = QueueJobName> {
  readonly name: N;
  readonly schema: (typeof jobPayloadSchemas)[N];
}

/** Registry-friendly list: `{ name, schema }` per queue job. */
export const jobDefinitions: readonly JobDefinition[] = (
  Object.keys(jobPayloadSchemas) as QueueJobName[]
).map((name) => ({ name, schema: jobPayloadSchemas[name] }));

export const queueJobNames = Object.keys(jobPayloadSchemas) as QueueJobName[];

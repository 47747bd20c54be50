import { newsSourceMaxPriority } from '@phi/contracts/constants';

/**
 * A source's priority (1 to 100, larger first: docs/architecture.md#queues) as BullMQ's job
 * priority, where 1 runs first.
 */
export function toQueuePriority(sourcePriority: number): number {
  const clamped = Math.min(Math.max(Math.round(sourcePriority), 1), newsSourceMaxPriority);
  return newsSourceMaxPriority + 1 - clamped;
}

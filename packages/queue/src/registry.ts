import { UnrecoverableError } from 'bullmq';
import type { z } from 'zod';
import type { JobContext, JobDefinition } from './job.ts';

export interface JobRegistry {
  readonly definitions: readonly JobDefinition[];
  /** The queues that have at least one job here. */
  readonly queues: readonly string[];
  get(name: string): JobDefinition | undefined;
  /**
   * Runs the job named `name` with `data`: the payload is parsed first, so `handle` never sees
   * a bad one. An unknown name or a bad payload fails the job for good (no retry can fix it).
   */
  run(name: string, data: unknown, context: JobContext): Promise<unknown>;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(payload)'}: ${issue.message}`,
    )
    .join('; ');
}

export function createJobRegistry(definitions: readonly JobDefinition[]): JobRegistry {
  const byName = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    if (byName.has(definition.name)) {
      throw new Error(`job "${definition.name}" is registered twice`);
    }
    byName.set(definition.name, definition);
  }
  return {
    definitions,
    queues: [...new Set(definitions.map((definition) => definition.queue))],
    get: (name) => byName.get(name),
    async run(name, data, context) {
      const definition = byName.get(name);
      if (!definition) {
        throw new UnrecoverableError(`no handler is registered for job "${name}"`);
      }
      const parsed = definition.schema.safeParse(data);
      if (!parsed.success) {
        throw new UnrecoverableError(
          `job "${name}" has an invalid payload: ${describeIssues(parsed.error)}`,
        );
      }
      return definition.handle(parsed.data, context);
    },
  };
}

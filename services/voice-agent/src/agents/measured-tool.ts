import { llm } from '@livekit/agents';
import type { z } from 'zod';
import type { PersonaDependencies } from './persona.ts';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A tool whose every call is timed and reported to `onToolCall` (a voicebot_metrics row),
 * success or failure. A ToolError's message goes back to the model for it to tell the caller;
 * any other error is reported and passed on to the framework.
 */
export function measuredTool<Schema extends z.ZodObject, Result>(
  deps: Pick<PersonaDependencies, 'onToolCall'>,
  name: string,
  definition: {
    description: string;
    parameters: Schema;
    execute: (args: z.infer<Schema>) => Promise<Result>;
    /** Arguments about a person (name, phone, a patient's reason): kept out of the metrics. */
    personalFields?: readonly (keyof z.infer<Schema> & string)[];
  },
) {
  const personal = new Set<string>(definition.personalFields ?? []);
  const reportable = (args: z.infer<Schema>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(args as Record<string, unknown>).map(([key, value]) => [
        key,
        personal.has(key) && value !== undefined && value !== null ? '[personal]' : value,
      ]),
    );
  return llm.tool({
    name,
    description: definition.description,
    parameters: definition.parameters,
    execute: async (input) => {
      // The framework has parsed `input` with `parameters` before calling.
      const args = input as z.infer<Schema>;
      const startedAt = performance.now();
      try {
        const result = await definition.execute(args);
        deps.onToolCall({
          name,
          args: reportable(args),
          durationMs: performance.now() - startedAt,
          isSuccess: true,
          errorMessage: null,
        });
        return result;
      } catch (error) {
        deps.onToolCall({
          name,
          args: reportable(args),
          durationMs: performance.now() - startedAt,
          isSuccess: false,
          errorMessage: messageOf(error),
        });
        throw error;
      }
    },
  });
}

export function refuse(message: string): never {
  throw new llm.ToolError(message);
}

import { voice } from '@livekit/agents';

type FakeLLMResponse = voice.testing.FakeLLMResponse;

/**
 * One step of a scripted model: when the model's input (the caller's words, or a tool's
 * output) matches, it answers with text and/or tool calls, possibly built from that input.
 */
export interface ScriptStep {
  when: string | RegExp;
  reply?: string | ((input: string) => string);
  toolCalls?: { name: string; args: Record<string, unknown> }[];
  ttftMs?: number;
}

/**
 * The framework's FakeLLM, looked up by pattern: a tool's output holds references and ids
 * made at run time, which an exact-input table cannot know in advance.
 */
export class ScriptedLLM extends voice.testing.FakeLLM {
  readonly inputs: string[] = [];

  constructor(private readonly steps: ScriptStep[]) {
    super([]);
  }

  override lookup(input: string): FakeLLMResponse | undefined {
    this.inputs.push(input);
    const step = this.steps.find((candidate) =>
      typeof candidate.when === 'string' ? candidate.when === input : candidate.when.test(input),
    );
    if (!step) {
      return undefined;
    }
    return {
      input,
      type: 'llm',
      ttft: step.ttftMs ?? 0,
      duration: 0,
      ...(step.reply !== undefined
        ? { content: typeof step.reply === 'function' ? step.reply(input) : step.reply }
        : {}),
      ...(step.toolCalls ? { toolCalls: step.toolCalls } : {}),
    };
  }
}

/** A tool's output as the model sees it: the JSON of the tool's result. */
export function readToolOutput<T>(input: string): T {
  return JSON.parse(input) as T;
}

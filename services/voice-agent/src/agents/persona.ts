import type { llm } from '@livekit/agents';
import type { VoiceAgentKind, VoiceId } from '@phi/contracts/public';
import type { Database } from '@phi/db';
import type { Embedder } from '@phi/knowledge';
import type { Kysely } from 'kysely';

export interface ToolCallRecord {
  name: string;
  args: unknown;
  durationMs: number;
  isSuccess: boolean;
  errorMessage: string | null;
}

/** What a persona's tools work with; the same in the job and in the text-mode tests. */
export interface PersonaDependencies {
  db: Kysely<Database>;
  /** Embeds knowledge-search questions when a model is configured; lexical search otherwise. */
  embedder: Embedder | null;
  now: () => Date;
  sessionId: string;
  /** Told of every tool call, for voicebot_metrics. */
  onToolCall: (call: ToolCallRecord) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: the framework's tool type is generic over its parameters
export type PersonaTool = llm.FunctionTool<any, any, any>;

export interface Persona {
  kind: VoiceAgentKind;
  voice: VoiceId;
  instructions: string;
  /** What the agent is told to open the conversation with. */
  greeting: string;
  tools: PersonaTool[];
}

/** Spoken replies: the text goes to a TTS, and to the room's transcript as is. */
export const spokenStyle = [
  'You are talking on a voice call: answer in one to three short spoken sentences,',
  'with no markdown, lists, emoji or URLs read out letter by letter.',
  'Ask one question at a time. If the caller asks for something outside your role, say so briefly.',
].join(' ');

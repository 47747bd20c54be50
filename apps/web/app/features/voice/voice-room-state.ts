import { voiceConnection } from '@phi/contracts/constants';
import { voiceErrorMessages } from '@phi/contracts/messages';
import type {
  AgentState,
  BubbleVisualState,
  VoiceAgentKind,
  VoiceContextState,
} from '@phi/contracts/public';

// The pure part of the voice room connection (docs/architecture.md#voice): the state every
// voice screen shows, how LiveKit's events change it, the retry delays and the bubble's visual
// state. Only types come from @phi/contracts/public, so this module brings no zod with it.

export type TranscriptSpeaker = 'user' | 'agent';

/** One line of the live transcript: a transcription segment, growing until it is final. */
export interface TranscriptLine {
  readonly id: string;
  readonly speaker: TranscriptSpeaker;
  readonly text: string;
  readonly isFinal: boolean;
}

/** The live transcript keeps the last lines only: a bubble is no chat log. */
export const transcriptLineLimit = 6;

/** spec: voice §3, the voice context state, plus what the screens need to show it. */
export interface VoiceRoomState extends VoiceContextState {
  readonly lines: readonly TranscriptLine[];
  /** The microphone publishes (enabling it on connect may fail: §4 only warns). */
  readonly isMicEnabled: boolean;
  /** An automatic retry is waiting or running. */
  readonly isRetrying: boolean;
  /** The token route answered that voice is not configured on this server: no retries. */
  readonly unavailableMessage: string | null;
}

export const initialVoiceRoomState: VoiceRoomState = {
  connected: false,
  connecting: false,
  speaking: false,
  transcript: '',
  response: '',
  error: null,
  active: false,
  connectionAttempts: 0,
  mediaDevicesSupported: false,
  agentState: 'unknown',
  currentAgent: null,
  agentSwitchCounter: 0,
  lines: [],
  isMicEnabled: false,
  isRetrying: false,
  unavailableMessage: null,
};

export type ConnectionPhase = 'connection' | 'disconnection' | 'retry';

export type VoiceRoomAction =
  | { type: 'media-support'; supported: boolean }
  | { type: 'connect-started'; agent: VoiceAgentKind; isRetry: boolean }
  | { type: 'connected' }
  | { type: 'failed'; phase: ConnectionPhase; message: string }
  | { type: 'retry-scheduled' }
  | { type: 'retries-exhausted' }
  | { type: 'unavailable'; message: string }
  | { type: 'disconnected' }
  | { type: 'mic'; enabled: boolean }
  | { type: 'agent'; event: AgentEvent }
  | { type: 'transcript'; line: TranscriptLine }
  | { type: 'error-cleared' }
  | { type: 'agent-switch'; currentAgent: VoiceAgentKind | null; counter: number };

// spec: voice §3, "active" is not defined further; here the conversation is live (connected,
// microphone on, an agent in the room), which is the bubble's "listening" state.
function withActivity(state: VoiceRoomState): VoiceRoomState {
  const hasAgent = state.agentState === 'available' || state.agentState === 'speaking';
  const active = state.connected && state.isMicEnabled && hasAgent;
  const speaking = state.connected && state.agentState === 'speaking';
  return active === state.active && speaking === state.speaking
    ? state
    : { ...state, active, speaking };
}

function addLine(lines: readonly TranscriptLine[], line: TranscriptLine): TranscriptLine[] {
  const index = lines.findIndex((existing) => existing.id === line.id);
  const next =
    index === -1 ? [...lines, line] : lines.map((existing, at) => (at === index ? line : existing));
  return next.slice(-transcriptLineLimit);
}

function reduce(state: VoiceRoomState, action: VoiceRoomAction): VoiceRoomState {
  switch (action.type) {
    case 'media-support':
      return { ...state, mediaDevicesSupported: action.supported };
    case 'connect-started':
      return {
        ...state,
        connecting: true,
        currentAgent: action.agent,
        unavailableMessage: null,
        // A fresh tap starts the attempt count again; a retry keeps it.
        connectionAttempts: action.isRetry ? state.connectionAttempts : 0,
        error: action.isRetry ? state.error : null,
      };
    // spec: voice §4, connected: attempts reset to 0, error cleared
    case 'connected':
      return {
        ...state,
        connecting: false,
        connected: true,
        connectionAttempts: 0,
        error: null,
        isRetrying: false,
        lines: [],
        transcript: '',
        response: '',
      };
    case 'failed':
      return {
        ...state,
        connecting: false,
        connected: false,
        isRetrying: false,
        error: voiceErrorMessages.phaseFailed(action.phase, action.message),
      };
    case 'retry-scheduled':
      return { ...state, isRetrying: true, connectionAttempts: state.connectionAttempts + 1 };
    case 'retries-exhausted':
      return {
        ...state,
        isRetrying: false,
        connecting: false,
        error: voiceErrorMessages.maxRetries,
      };
    case 'unavailable':
      return {
        ...state,
        connecting: false,
        connected: false,
        isRetrying: false,
        error: null,
        unavailableMessage: action.message,
      };
    // spec: voice §4, disconnected resets active, speaking, participants and agent state
    case 'disconnected':
      return {
        ...state,
        connected: false,
        connecting: false,
        isRetrying: false,
        active: false,
        speaking: false,
        isMicEnabled: false,
        agentState: 'unknown',
      };
    case 'mic':
      return { ...state, isMicEnabled: action.enabled };
    case 'agent':
      return { ...state, agentState: nextAgentState(state.agentState, action.event) };
    case 'transcript':
      return {
        ...state,
        lines: addLine(state.lines, action.line),
        ...(action.line.speaker === 'user'
          ? { transcript: action.line.text }
          : { response: action.line.text }),
      };
    case 'error-cleared':
      return { ...state, error: null };
    case 'agent-switch':
      return { ...state, currentAgent: action.currentAgent, agentSwitchCounter: action.counter };
  }
}

export function voiceRoomReducer(state: VoiceRoomState, action: VoiceRoomAction): VoiceRoomState {
  return withActivity(reduce(state, action));
}

/**
 * spec: voice §4 and §9, the wait before retry number `attemptsSoFar + 1`: 1 s times the
 * attempt counter read before it is incremented (so 0 s, 1 s, 2 s); null once the 3 attempts
 * are spent.
 */
export function retryDelayMs(attemptsSoFar: number): number | null {
  if (attemptsSoFar >= voiceConnection.maxRetryAttempts) {
    return null;
  }
  return voiceConnection.retryDelayPerAttemptMs * attemptsSoFar;
}

/** Events of the agent participant that change the agent state (spec: voice §4). */
export type AgentEvent =
  | { type: 'joined' }
  | { type: 'left' }
  | { type: 'audio-subscribed' }
  | { type: 'audio-unsubscribed' }
  /** The agent's `lk.agent.state` attribute (LiveKit Agents), when it publishes one. */
  | { type: 'attribute'; value: string | undefined };

export function nextAgentState(current: AgentState, event: AgentEvent): AgentState {
  switch (event.type) {
    case 'joined':
      return current === 'speaking' ? current : 'available';
    case 'left':
      return 'unavailable';
    case 'audio-subscribed':
      return 'speaking';
    case 'audio-unsubscribed':
      return 'unknown';
    case 'attribute':
      if (event.value === undefined) {
        return current;
      }
      return event.value === 'speaking' ? 'speaking' : 'available';
  }
}

/** spec: voice §4, "an agent or phi participant": LiveKit's agent kind, or the name says so. */
export function isAgentParticipant(participant: { identity: string; isAgent: boolean }): boolean {
  const identity = participant.identity.toLowerCase();
  return participant.isAgent || identity.includes('agent') || identity.startsWith('phi');
}

/**
 * spec: voice §4, the bubble's visual state. Ours where the spec is silent: "connected" is
 * connected with the microphone on while the agent has not joined yet, "paused" connected with
 * the microphone off (docs/architecture.md#voice).
 */
export function deriveVisualState(state: VoiceRoomState): BubbleVisualState {
  if (!state.mediaDevicesSupported || state.unavailableMessage !== null) {
    return 'disabled';
  }
  if (state.isRetrying) {
    return 'retrying';
  }
  if (state.error !== null && !state.connected) {
    return 'error';
  }
  if (!state.connected) {
    return 'idle';
  }
  if (state.speaking) {
    return 'speaking';
  }
  if (state.active) {
    return 'listening';
  }
  return state.isMicEnabled ? 'connected' : 'paused';
}

import type { VoiceAgentKind } from '@phi/contracts/public';

// spec: voice §3 and §4, the current agent and the agent switch counter, shared by every voice
// screen of the page: starting a conversation with one agent makes the others disconnect, so
// the visitor's microphone talks to one agent at a time.

export interface AgentSwitch {
  readonly currentAgent: VoiceAgentKind | null;
  readonly counter: number;
}

type Listener = (value: AgentSwitch) => void;

let current: AgentSwitch = { currentAgent: null, counter: 0 };
const listeners = new Set<Listener>();

export function readAgentSwitch(): AgentSwitch {
  return current;
}

/** Records that `agent` is starting a conversation; every subscriber hears it. */
export function switchToAgent(agent: VoiceAgentKind): AgentSwitch {
  current = { currentAgent: agent, counter: current.counter + 1 };
  for (const listener of listeners) {
    listener(current);
  }
  return current;
}

export function subscribeToAgentSwitch(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** spec: voice §4, a bubble disconnects when the counter moved on to another agent. */
export function shouldYieldToOtherAgent(
  own: VoiceAgentKind,
  seenCounter: number,
  next: AgentSwitch,
): boolean {
  return next.counter !== seenCounter && next.currentAgent !== null && next.currentAgent !== own;
}

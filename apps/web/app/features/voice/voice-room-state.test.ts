import { describe, expect, it } from 'vitest';
import { shouldYieldToOtherAgent } from './voice-agent-switch.ts';
import {
  deriveVisualState,
  initialVoiceRoomState,
  isAgentParticipant,
  nextAgentState,
  retryDelayMs,
  transcriptLineLimit,
  type VoiceRoomAction,
  type VoiceRoomState,
  voiceRoomReducer,
} from './voice-room-state.ts';

function run(actions: VoiceRoomAction[], from: VoiceRoomState = initialVoiceRoomState) {
  return actions.reduce(voiceRoomReducer, from);
}

const supported: VoiceRoomAction = { type: 'media-support', supported: true };
const connectedWithMic: VoiceRoomAction[] = [
  supported,
  { type: 'connect-started', agent: 'hotel', isRetry: false },
  { type: 'connected' },
  { type: 'mic', enabled: true },
];

describe('retry delays (spec: voice §4 and §9)', () => {
  it('waits 1 s times the attempt counter read before it is incremented, 3 attempts at most', () => {
    expect([0, 1, 2].map(retryDelayMs)).toEqual([0, 1000, 2000]);
    expect(retryDelayMs(3)).toBeNull();
    expect(retryDelayMs(4)).toBeNull();
  });
});

describe('agent state (spec: voice §4)', () => {
  it('starts unknown, becomes available on join, speaking on audio, unavailable on leave', () => {
    expect(initialVoiceRoomState.agentState).toBe('unknown');
    expect(nextAgentState('unknown', { type: 'joined' })).toBe('available');
    expect(nextAgentState('available', { type: 'audio-subscribed' })).toBe('speaking');
    expect(nextAgentState('speaking', { type: 'left' })).toBe('unavailable');
  });

  it('goes back to unknown when the agent audio is unsubscribed', () => {
    expect(nextAgentState('speaking', { type: 'audio-unsubscribed' })).toBe('unknown');
  });

  it('follows the lk.agent.state attribute when the agent publishes one', () => {
    expect(nextAgentState('available', { type: 'attribute', value: 'speaking' })).toBe('speaking');
    expect(nextAgentState('speaking', { type: 'attribute', value: 'listening' })).toBe('available');
    expect(nextAgentState('speaking', { type: 'attribute', value: 'thinking' })).toBe('available');
    expect(nextAgentState('speaking', { type: 'attribute', value: undefined })).toBe('speaking');
  });

  it('takes an agent-kind participant or a phi participant for the agent', () => {
    expect(isAgentParticipant({ identity: 'agent-AJ_x7', isAgent: false })).toBe(true);
    expect(isAgentParticipant({ identity: 'phi-voice', isAgent: false })).toBe(true);
    expect(isAgentParticipant({ identity: 'worker-1', isAgent: true })).toBe(true);
    expect(isAgentParticipant({ identity: 'hotel_guest_1732600000000', isAgent: false })).toBe(
      false,
    );
  });
});

describe('room lifecycle (spec: voice §4)', () => {
  it('resets the attempts and clears the error once connected', () => {
    const state = run([
      supported,
      { type: 'connect-started', agent: 'general', isRetry: false },
      { type: 'failed', phase: 'connection', message: 'could not establish signal connection' },
      { type: 'retry-scheduled' },
      { type: 'connect-started', agent: 'general', isRetry: true },
      { type: 'connected' },
    ]);
    expect(state.connectionAttempts).toBe(0);
    expect(state.error).toBeNull();
    expect(state.connected).toBe(true);
    expect(state.connecting).toBe(false);
  });

  it('words a failure as "{phase} failed: {message}" (spec: voice §8)', () => {
    const phases = ['connection', 'disconnection', 'retry'] as const;
    expect(
      phases.map(
        (phase) => run([{ type: 'failed', phase, message: 'signal connection refused' }]).error,
      ),
    ).toEqual([
      'connection failed: signal connection refused',
      'disconnection failed: signal connection refused',
      'retry failed: signal connection refused',
    ]);
  });

  it('ends the retries with the spec message', () => {
    const state = run([{ type: 'retries-exhausted' }]);
    expect(state.error).toBe('Maximum retry attempts reached. Please check your connection.');
  });

  it('counts each scheduled retry, and a disconnect ends the retrying', () => {
    const state = run([{ type: 'retry-scheduled' }, { type: 'retry-scheduled' }]);
    expect(state.connectionAttempts).toBe(2);
    expect(state.isRetrying).toBe(true);
    expect(run([{ type: 'disconnected' }], state).isRetrying).toBe(false);
  });

  it('resets active, speaking and the agent state on disconnect', () => {
    const speaking = run([
      ...connectedWithMic,
      { type: 'agent', event: { type: 'joined' } },
      { type: 'agent', event: { type: 'audio-subscribed' } },
    ]);
    expect(speaking.speaking).toBe(true);
    expect(speaking.active).toBe(true);
    const state = run([{ type: 'disconnected' }], speaking);
    expect(state).toMatchObject({
      connected: false,
      isRetrying: false,
      active: false,
      speaking: false,
      agentState: 'unknown',
    });
  });

  it('keeps the last transcript lines, a segment updated in place', () => {
    let state = run([
      { type: 'transcript', line: { id: 's1', speaker: 'user', text: 'Hel', isFinal: false } },
      { type: 'transcript', line: { id: 's1', speaker: 'user', text: 'Hello', isFinal: true } },
    ]);
    expect(state.lines).toEqual([{ id: 's1', speaker: 'user', text: 'Hello', isFinal: true }]);
    expect(state.transcript).toBe('Hello');
    for (let index = 0; index < 10; index += 1) {
      state = run(
        [
          {
            type: 'transcript',
            line: { id: `a${index}`, speaker: 'agent', text: `line ${index}`, isFinal: true },
          },
        ],
        state,
      );
    }
    expect(state.lines).toHaveLength(transcriptLineLimit);
    expect(state.lines.at(-1)?.text).toBe('line 9');
    expect(state.response).toBe('line 9');
  });
});

describe('visual state (spec: voice §4)', () => {
  it('is disabled without media-device support', () => {
    expect(deriveVisualState(initialVoiceRoomState)).toBe('disabled');
    expect(deriveVisualState(run([supported]))).toBe('idle');
  });

  it('is disabled, not an error, when the server has no voice', () => {
    const state = run([supported, { type: 'unavailable', message: 'not here' }]);
    expect(deriveVisualState(state)).toBe('disabled');
    expect(state.error).toBeNull();
  });

  it('shows retrying while a retry runs and error once they are spent', () => {
    const failed = run([supported, { type: 'failed', phase: 'connection', message: 'refused' }]);
    expect(deriveVisualState(failed)).toBe('error');
    expect(deriveVisualState(run([{ type: 'retry-scheduled' }], failed))).toBe('retrying');
    expect(deriveVisualState(run([{ type: 'retries-exhausted' }], failed))).toBe('error');
    expect(deriveVisualState(run([{ type: 'error-cleared' }], failed))).toBe('idle');
  });

  it('is connected, listening, speaking and paused as the agent and microphone go', () => {
    const connected = run(connectedWithMic);
    expect(deriveVisualState(connected)).toBe('connected');
    const listening = run([{ type: 'agent', event: { type: 'joined' } }], connected);
    expect(deriveVisualState(listening)).toBe('listening');
    const speaking = run([{ type: 'agent', event: { type: 'audio-subscribed' } }], listening);
    expect(deriveVisualState(speaking)).toBe('speaking');
    const paused = run([{ type: 'mic', enabled: false }], listening);
    expect(deriveVisualState(paused)).toBe('paused');
  });
});

describe('agent switch (spec: voice §4)', () => {
  it('makes a bubble yield when the counter moved on to another agent', () => {
    expect(shouldYieldToOtherAgent('hotel', 1, { currentAgent: 'restaurant', counter: 2 })).toBe(
      true,
    );
    expect(shouldYieldToOtherAgent('hotel', 1, { currentAgent: 'hotel', counter: 2 })).toBe(false);
    expect(shouldYieldToOtherAgent('hotel', 2, { currentAgent: 'restaurant', counter: 2 })).toBe(
      false,
    );
  });
});

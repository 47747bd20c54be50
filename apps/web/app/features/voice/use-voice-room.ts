import { voiceConnection, voiceVisuals } from '@phi/contracts/constants';
import { voiceErrorMessages } from '@phi/contracts/messages';
import type { BubbleVisualState, VoiceAgentKind } from '@phi/contracts/public';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useMediaCaptureSupport } from './media-devices.ts';
import {
  readAgentSwitch,
  shouldYieldToOtherAgent,
  subscribeToAgentSwitch,
  switchToAgent,
} from './voice-agent-switch.ts';
import {
  openVoiceRoom,
  type VoiceRoomListener,
  type VoiceRoomSession,
} from './voice-room-connection.ts';
import {
  deriveVisualState,
  initialVoiceRoomState,
  retryDelayMs,
  type VoiceRoomState,
  voiceRoomReducer,
} from './voice-room-state.ts';
import { type VoiceTokenFetcher, VoiceUnavailableError } from './voice-token.ts';

// The one voice room connection of the site (docs/architecture.md#voice): the demo bubbles and
// the voice bot builder both use it, each with its own token fetcher.

export interface UseVoiceRoomOptions {
  /** Who this screen talks to: the agent switch disconnects the screens of other agents. */
  readonly agent: VoiceAgentKind;
  /** Asks a token route for a room token; a VoiceUnavailableError means no voice server. */
  readonly fetchToken: VoiceTokenFetcher;
}

export interface VoiceRoomControls {
  readonly state: VoiceRoomState;
  readonly visualState: BubbleVisualState;
  /** Requests a token and connects; ignored while a connection is in progress (spec §4). */
  readonly connect: () => Promise<void>;
  readonly disconnect: () => Promise<void>;
  /** spec: voice §4, a click disconnects when connected and connects otherwise. */
  readonly toggle: () => Promise<void>;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : voiceErrorMessages.defaultConnectionError;
}

export function useVoiceRoom({ agent, fetchToken }: UseVoiceRoomOptions): VoiceRoomControls {
  const [state, dispatch] = useReducer(voiceRoomReducer, initialVoiceRoomState);
  const mediaSupport = useMediaCaptureSupport();
  const fetchTokenRef = useRef(fetchToken);
  fetchTokenRef.current = fetchToken;
  const sessionRef = useRef<VoiceRoomSession | null>(null);
  const runRef = useRef<AbortController | null>(null);
  const isInProgressRef = useRef(false);
  const attemptsRef = useRef(0);
  const seenSwitchRef = useRef(readAgentSwitch().counter);

  const listener = useMemo<VoiceRoomListener>(
    () => ({
      onAgentEvent: (event) => dispatch({ type: 'agent', event }),
      onTranscript: (line) => dispatch({ type: 'transcript', line }),
      onMicrophone: (enabled) => dispatch({ type: 'mic', enabled }),
      onDisconnected: () => {
        sessionRef.current = null;
        dispatch({ type: 'disconnected' });
      },
    }),
    [],
  );

  const attempt = useCallback(
    async (run: AbortController, isRetry: boolean): Promise<void> => {
      dispatch({ type: 'connect-started', agent, isRetry });
      try {
        const token = await fetchTokenRef.current({ signal: run.signal, isRetry });
        const session = await openVoiceRoom(token, listener, run.signal);
        sessionRef.current = session;
        attemptsRef.current = 0;
        dispatch({ type: 'connected' });
        dispatch({ type: 'mic', enabled: session.isMicEnabled });
      } catch (error) {
        if (run.signal.aborted) {
          dispatch({ type: 'disconnected' });
          return;
        }
        if (error instanceof VoiceUnavailableError) {
          dispatch({ type: 'unavailable', message: error.message });
          return;
        }
        console.warn('voice connection failed', error);
        dispatch({
          type: 'failed',
          phase: isRetry ? 'retry' : 'connection',
          message: messageOf(error),
        });
        // spec: voice §4 and §9, retry while attempts are below the maximum
        const delay = retryDelayMs(attemptsRef.current);
        if (delay === null) {
          dispatch({ type: 'retries-exhausted' });
          return;
        }
        attemptsRef.current += 1;
        dispatch({ type: 'retry-scheduled' });
        await sleep(delay, run.signal);
        if (run.signal.aborted) {
          dispatch({ type: 'disconnected' });
          return;
        }
        await attempt(run, true);
      }
    },
    [agent, listener],
  );

  const disconnect = useCallback(async () => {
    runRef.current?.abort();
    runRef.current = null;
    const session = sessionRef.current;
    sessionRef.current = null;
    if (session) {
      try {
        await session.disconnect();
      } catch (error) {
        dispatch({ type: 'failed', phase: 'disconnection', message: messageOf(error) });
      }
    }
    dispatch({ type: 'disconnected' });
  }, []);

  const connect = useCallback(async () => {
    // spec: voice §4, a new connection while one is in progress is ignored
    if (isInProgressRef.current) {
      return;
    }
    isInProgressRef.current = true;
    try {
      // spec: voice §4, connecting while connected disconnects first and waits 1 s
      if (sessionRef.current) {
        await disconnect();
        await new Promise((resolve) => setTimeout(resolve, voiceConnection.switchDisconnectWaitMs));
      }
      const run = new AbortController();
      runRef.current = run;
      attemptsRef.current = 0;
      const next = switchToAgent(agent);
      seenSwitchRef.current = next.counter;
      dispatch({ type: 'agent-switch', currentAgent: next.currentAgent, counter: next.counter });
      await attempt(run, false);
    } finally {
      isInProgressRef.current = false;
    }
  }, [agent, attempt, disconnect]);

  const toggle = useCallback(async () => {
    if (sessionRef.current) {
      await disconnect();
    } else {
      await connect();
    }
  }, [connect, disconnect]);

  // spec: voice §4, another agent started: this one disconnects
  useEffect(
    () =>
      subscribeToAgentSwitch((next) => {
        const mustYield = shouldYieldToOtherAgent(agent, seenSwitchRef.current, next);
        seenSwitchRef.current = next.counter;
        dispatch({ type: 'agent-switch', currentAgent: next.currentAgent, counter: next.counter });
        if (mustYield && (sessionRef.current || runRef.current)) {
          void disconnect();
        }
      }),
    [agent, disconnect],
  );

  useEffect(() => {
    if (mediaSupport !== undefined) {
      dispatch({ type: 'media-support', supported: mediaSupport });
    }
  }, [mediaSupport]);

  // spec: voice §4 and §9, the error banner clears after 8 s
  useEffect(() => {
    if (state.error === null) {
      return;
    }
    const timer = setTimeout(() => dispatch({ type: 'error-cleared' }), voiceVisuals.errorBannerMs);
    return () => clearTimeout(timer);
  }, [state.error]);

  // Leaving the page ends the conversation. Deferred a task, so React's development double
  // mount (unmount and mount again at once) does not end the conversation it is starting.
  const isMountedRef = useRef(false);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      setTimeout(() => {
        if (isMountedRef.current) {
          return;
        }
        runRef.current?.abort();
        void sessionRef.current?.disconnect();
        sessionRef.current = null;
      }, 0);
    };
  }, []);

  return {
    state,
    visualState: deriveVisualState(state),
    connect,
    disconnect,
    toggle,
  };
}

import { voicebotBuilderCopy as copy, voiceBubbleCopy } from '@phi/content';
import {
  voiceConnectionLabels as labels,
  voiceBuilderMessages,
  voiceErrorMessages,
  voiceToastMessages,
  voiceValidationMessages,
} from '@phi/contracts/messages';
import type { RobotAnimationState } from '@phi/contracts/public';
import { Mic, MicOff } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { joinClasses } from '../graphics/join-classes.ts';
import { useVoiceRoom } from '../voice/use-voice-room.ts';
import { builderToast } from './builder-toast.ts';
import { createCompanyTokenFetcher } from './company-token.ts';
import type { StoredVoicebot } from './voicebot-storage.ts';

export interface VoiceTestProps {
  readonly voicebot: StoredVoicebot | null;
  readonly onRobotState: (state: RobotAnimationState) => void;
}

const noVoicebotFetcher = async (): Promise<never> => {
  throw new Error(voiceErrorMessages.noVoicebot);
};

/**
 * spec: voice §2 and §8, the Test step's voice conversation: Connect / Connecting... /
 * Disconnect, status Connected / Connecting... / Disconnected, Mic Ready / Mic Unavailable,
 * the live transcript and the connection toasts. The LiveKit connection is the site's one voice
 * layer (features/voice), given the company token route.
 */
export function VoiceTest({ voicebot, onRobotState }: VoiceTestProps) {
  const record = voicebot?.record ?? null;
  const fetchToken = useMemo(
    () =>
      voicebot ? createCompanyTokenFetcher(voicebot.record, voicebot.ownerKey) : noVoicebotFetcher,
    [voicebot],
  );
  const room = useVoiceRoom({ agent: 'company', fetchToken });
  const { state } = room;
  const isMicSupported = state.mediaDevicesSupported;
  const wasConnected = useRef(false);
  const userDisconnected = useRef(false);
  const lastError = useRef<string | null>(null);

  // spec: voice §8, the success and failure toasts of the connection
  useEffect(() => {
    if (state.connected && !wasConnected.current && record) {
      builderToast.success(
        voiceToastMessages.connectedTitle,
        voiceToastMessages.connected(record.botName, record.companyName),
      );
    }
    if (!state.connected && wasConnected.current && userDisconnected.current) {
      builderToast.message(voiceToastMessages.disconnectedTitle, voiceToastMessages.disconnected);
      userDisconnected.current = false;
    }
    wasConnected.current = state.connected;
  }, [state.connected, record]);

  useEffect(() => {
    if (state.error && state.error !== lastError.current) {
      const isDisconnection = state.error.startsWith('disconnection');
      builderToast.error(
        isDisconnection
          ? voiceErrorMessages.disconnectionFailedTitle
          : voiceErrorMessages.connectionFailedTitle,
        state.error,
      );
    }
    lastError.current = state.error;
  }, [state.error]);

  // spec: voice §2, the robot: connected while connected, disconnected while an error stands,
  // stationary otherwise (no voicebot, or not connected)
  useEffect(() => {
    const robot: RobotAnimationState = !record
      ? 'stationary'
      : state.connected
        ? 'connected'
        : state.error
          ? 'disconnected'
          : 'stationary';
    onRobotState(robot);
  }, [record, state.connected, state.error, onRobotState]);

  const onClick = () => {
    if (!record) {
      builderToast.error(voiceErrorMessages.noVoicebotTitle, voiceErrorMessages.noVoicebot);
      return;
    }
    if (state.connected) {
      userDisconnected.current = true;
      void room.disconnect();
    } else {
      void room.connect();
    }
  };

  const buttonLabel = state.connecting
    ? labels.connecting
    : state.connected
      ? labels.disconnect
      : labels.connect;
  const statusLabel = state.connecting
    ? labels.connecting
    : state.connected
      ? labels.connected
      : labels.disconnected;

  return (
    <section aria-label={copy.voiceHeading2} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={onClick}
          disabled={state.connecting || !isMicSupported || state.unavailableMessage !== null}
          className={joinClasses(
            'rounded-lg px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:cursor-not-allowed disabled:opacity-50',
            state.connected
              ? 'bg-rose-500 text-white hover:bg-rose-400'
              : 'bg-sky-400 text-slate-950 hover:bg-sky-300',
          )}
        >
          {buttonLabel}
        </button>
        <p role="status" className="text-sm text-slate-200" data-testid="connection-status">
          {statusLabel}
        </p>
        <p
          className={joinClasses(
            'ml-auto inline-flex items-center gap-1.5 text-sm',
            isMicSupported ? 'text-emerald-300' : 'text-amber-300',
          )}
          data-testid="mic-indicator"
        >
          {isMicSupported ? (
            <Mic aria-hidden="true" className="size-4" />
          ) : (
            <MicOff aria-hidden="true" className="size-4" />
          )}
          {isMicSupported ? labels.micReady : labels.micUnavailable}
        </p>
      </div>
      {state.connected || state.isRetrying ? (
        // spec: voice §4, the connection's finer state (active, speaking, retrying...)
        <p className="text-sm text-slate-300" data-testid="conversation-state">
          {voiceBubbleCopy.stateLabels[room.visualState]}
        </p>
      ) : null}
      {!record ? (
        <p className="text-sm text-slate-400">{voiceBuilderMessages.createToActivate}</p>
      ) : null}
      {!isMicSupported ? (
        <p className="text-sm text-amber-200">
          {voiceBuilderMessages.microphoneNotSupported}.{' '}
          {voiceValidationMessages.microphoneRequired}
        </p>
      ) : null}
      {state.unavailableMessage ? (
        <p role="status" className="text-sm text-amber-200" data-testid="voice-unavailable">
          {copy.voiceUnavailable}
        </p>
      ) : null}
      {state.error ? (
        <p role="alert" className="text-sm text-rose-300">
          {state.error}
        </p>
      ) : null}
      <div>
        <h4 className="text-sm font-medium text-slate-300">{copy.transcriptHeading}</h4>
        <ol
          aria-live="polite"
          aria-label={copy.transcriptHeading}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
          tabIndex={0}
          className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-800 bg-slate-950/60 p-3 text-sm"
        >
          {state.lines.length === 0 ? (
            <li className="text-slate-400">{copy.transcriptEmpty}</li>
          ) : (
            state.lines.map((line) => (
              <li key={line.id} className={line.isFinal ? 'text-slate-100' : 'text-slate-400'}>
                <span className="font-semibold">
                  {line.speaker === 'user' ? copy.transcriptYou : (record?.botName ?? '')}:
                </span>{' '}
                {line.text}
              </li>
            ))
          )}
        </ol>
      </div>
    </section>
  );
}

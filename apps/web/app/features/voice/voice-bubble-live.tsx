import { voiceBubbleCopy } from '@phi/content';
import { voiceConnectionLabels } from '@phi/contracts/messages';
import { type DemoAssistantKind, voiceTranscriptLabels } from '@phi/contracts/public';
import { useEffect, useMemo, useRef } from 'react';
import { createDemoTokenFetcher } from './demo-token.ts';
import { useVoiceRoom } from './use-voice-room.ts';
import { VoiceBubbleFace, VoiceBubbleStatus } from './voice-bubble-face.tsx';
import type { TranscriptLine } from './voice-room-state.ts';
import { useVoiceWaves } from './voice-waves.ts';
import './voice-waves.css';

// A demo bubble during a conversation. Loaded on the visitor's first tap (voice-bubble-card.tsx),
// so its connection code, the contracts and, on connect, livekit-client never weigh on a page.

interface VoiceBubbleLiveProps {
  readonly kind: DemoAssistantKind;
  readonly assistantName: string;
  readonly statusId: string;
}

function TranscriptView({
  kind,
  lines,
}: {
  kind: DemoAssistantKind;
  lines: readonly TranscriptLine[];
}) {
  const labels = voiceTranscriptLabels[kind];
  return (
    <div className="mt-4 w-full text-left">
      <h4 className="text-xs font-semibold uppercase tracking-widest text-slate-400">
        {voiceBubbleCopy.liveTranscript}
      </h4>
      <ol role="log" aria-live="polite" className="mt-2 space-y-1 text-sm text-slate-200">
        {lines.map((line) => (
          <li key={line.id} data-speaker={line.speaker}>
            <span className="font-semibold text-sky-300">
              {line.speaker === 'user' ? labels.user : labels.agent}:
            </span>{' '}
            {line.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function VoiceBubbleLive({ kind, assistantName, statusId }: VoiceBubbleLiveProps) {
  const fetchToken = useMemo(() => createDemoTokenFetcher(kind), [kind]);
  const { state, visualState, connect, toggle } = useVoiceRoom({ agent: kind, fetchToken });
  const waves = useVoiceWaves(visualState === 'speaking');
  // The tap that loaded this component asked for a conversation: start it once.
  const hasStartedRef = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!hasStartedRef.current) {
      hasStartedRef.current = true;
      // The shell's button that had the focus is gone: its place goes to this one.
      if (document.activeElement === null || document.activeElement === document.body) {
        buttonRef.current?.focus();
      }
      void connect();
    }
  }, [connect]);

  const isConnecting = state.connecting || state.isRetrying;
  const label = isConnecting
    ? voiceConnectionLabels.connecting
    : state.connected
      ? voiceBubbleCopy.tapToEnd
      : voiceConnectionLabels.tapToTalk;
  const note =
    state.unavailableMessage ??
    (state.mediaDevicesSupported ? null : voiceBubbleCopy.microphoneUnsupported);
  return (
    <>
      <VoiceBubbleFace
        visualState={visualState}
        label={label}
        assistantName={assistantName}
        isDisabled={visualState === 'disabled'}
        isBusy={isConnecting}
        isPressed={state.connected}
        onClick={() => void toggle()}
        describedBy={statusId}
        buttonRef={buttonRef}
        waves={waves.map((wave) => (
          <span
            key={wave}
            aria-hidden="true"
            data-voice-wave=""
            className="voice-wave absolute inset-4 rounded-full border-2 border-cyan-300/70"
          />
        ))}
      />
      <VoiceBubbleStatus id={statusId} visualState={visualState} note={note} />
      {state.error ? (
        <p
          role="alert"
          className="mt-2 w-full rounded-lg border border-rose-400/50 bg-rose-950/70 px-3 py-2 text-center text-sm text-rose-100"
        >
          {state.error}
        </p>
      ) : null}
      {state.lines.length > 0 ? <TranscriptView kind={kind} lines={state.lines} /> : null}
    </>
  );
}

import { voiceBubbleCopy } from '@phi/content';
import type { BubbleVisualState } from '@phi/contracts/public';
import { Mic, MicOff } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

// The round bubble of a demo assistant and its status line, drawn the same before the tap (the
// prerendered page, no LiveKit loaded) and during a conversation (voice-bubble-live.tsx).

// spec: voice §4, one look per visual state
const ringByState: Record<BubbleVisualState, string> = {
  idle: 'from-sky-500 to-indigo-600 ring-sky-300/40',
  error: 'from-rose-600 to-rose-800 ring-rose-300/60',
  speaking: 'from-cyan-400 to-sky-600 ring-cyan-200/80 motion-safe:scale-105',
  listening: 'from-emerald-500 to-teal-600 ring-emerald-200/70',
  paused: 'from-amber-500 to-orange-600 ring-amber-200/60',
  connected: 'from-sky-500 to-cyan-600 ring-sky-200/60',
  disabled: 'from-slate-600 to-slate-700 ring-slate-500/40',
  retrying: 'from-amber-500 to-amber-700 ring-amber-200/60 motion-safe:animate-pulse',
};

/** The disabled look, for a page shown without JavaScript (Tailwind's noscript variant). */
const scriptlessLook =
  'noscript:cursor-not-allowed noscript:from-slate-600 noscript:to-slate-700 noscript:ring-slate-500/40';

export interface VoiceBubbleFaceProps {
  readonly visualState: BubbleVisualState;
  /** The button's visible words: "Tap to talk", "Connecting...", "Tap to end". */
  readonly label: string;
  /** Names the assistant for screen readers, e.g. "Hotel receptionist". */
  readonly assistantName: string;
  readonly isDisabled: boolean;
  /**
   * The prerendered shell, before the page's scripts have started the bubble: it looks ready
   * and takes a tap (held and replayed once it has hydrated: lib/islands/event-replay.ts), but
   * says it is disabled (aria-disabled), and without JavaScript it also looks disabled.
   */
  readonly awaitsScript?: boolean;
  readonly isBusy?: boolean;
  readonly isPressed?: boolean;
  readonly onClick?: () => void;
  /** Wave rings drawn behind the bubble while the assistant speaks. */
  readonly waves?: ReactNode;
  /** Id of the element describing the state (status line or note). */
  readonly describedBy?: string;
  readonly buttonRef?: Ref<HTMLButtonElement>;
}

export function VoiceBubbleFace({
  visualState,
  label,
  assistantName,
  isDisabled,
  awaitsScript = false,
  isBusy = false,
  isPressed = false,
  onClick,
  waves,
  describedBy,
  buttonRef,
}: VoiceBubbleFaceProps) {
  const Icon = visualState === 'disabled' || visualState === 'paused' ? MicOff : Mic;
  return (
    <div className="relative flex size-44 items-center justify-center">
      {waves}
      <button
        ref={buttonRef}
        type="button"
        data-voice-state={visualState}
        aria-label={`${label}: ${assistantName}`}
        aria-pressed={isPressed}
        aria-busy={isBusy}
        aria-describedby={describedBy}
        aria-disabled={awaitsScript ? true : undefined}
        disabled={isDisabled}
        onClick={onClick}
        className={`relative z-10 flex size-36 flex-col items-center justify-center gap-2 rounded-full bg-gradient-to-br text-white shadow-lg ring-4 transition-transform duration-300 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-white disabled:cursor-not-allowed ${ringByState[visualState]}${awaitsScript ? ` ${scriptlessLook}` : ''}`}
      >
        <Icon aria-hidden="true" className="size-10" />
        <span className="px-3 text-center text-sm font-semibold leading-tight">{label}</span>
      </button>
    </div>
  );
}

/**
 * The line under the bubble naming its state (spoken politely by screen readers). With a
 * `scriptlessNote` (the prerendered shell), a page shown without JavaScript names the
 * disabled state and says why instead.
 */
export function VoiceBubbleStatus({
  id,
  visualState,
  note,
  scriptlessNote,
}: {
  id: string;
  visualState: BubbleVisualState;
  note?: string | null;
  scriptlessNote?: string | undefined;
}) {
  const label = voiceBubbleCopy.stateLabels[visualState];
  return (
    <p id={id} aria-live="polite" className="mt-3 min-h-10 text-center text-sm text-slate-300">
      {scriptlessNote ? (
        <>
          <span className="font-medium text-white noscript:hidden">{label}</span>
          <span className="hidden font-medium text-white noscript:inline">
            {voiceBubbleCopy.stateLabels.disabled}
          </span>
          <span className="hidden noscript:block">{scriptlessNote}</span>
        </>
      ) : (
        <span className="font-medium text-white">{label}</span>
      )}
      {note ? <span className="block">{note}</span> : null}
    </p>
  );
}

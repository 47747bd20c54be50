import { voicebotBuilderCopy as copy } from '@phi/content';
import { voiceVisuals } from '@phi/contracts/constants';
import { voiceBuilderMessages, voiceConnectionLabels } from '@phi/contracts/messages';
import type { RobotAnimationState, VoicebotStatus } from '@phi/contracts/public';
import { CircleCheck, Trash2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { AssistantRobot } from './assistant-robot.tsx';
import { TextTest } from './text-test.tsx';
import type { StoredVoicebot } from './voicebot-storage.ts';

export interface AssistantPanelProps {
  readonly voicebot: StoredVoicebot | null;
  readonly isRestoring: boolean;
  readonly isDeleting: boolean;
  readonly onDelete: () => void;
}

// The voice connection (and with it the voice layer's token contracts) loads after hydration:
// it is no part of the page's initial JavaScript (docs/architecture.md#quality-targets).
const VoiceTest = lazy(() =>
  import('./voice-test.tsx').then((module) => ({ default: module.VoiceTest })),
);

/** What the voice test shows before its code is there: the idle controls, inactive. */
function VoiceTestPlaceholder({ hasVoicebot }: { hasVoicebot: boolean }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled
          className="rounded-lg bg-sky-400 px-5 py-2.5 text-sm font-semibold text-slate-950 opacity-50"
        >
          {voiceConnectionLabels.connect}
        </button>
        <p className="text-sm text-slate-200">{voiceConnectionLabels.disconnected}</p>
      </div>
      {hasVoicebot ? null : (
        <p className="text-sm text-slate-400">{voiceBuilderMessages.createToActivate}</p>
      )}
    </div>
  );
}

function Summary({ voicebot, status }: { voicebot: StoredVoicebot; status: VoicebotStatus }) {
  const { record } = voicebot;
  return (
    <div data-testid="voicebot-summary" className="space-y-3">
      <p className="font-semibold text-white">
        {copy.summaryBot(record.botName, record.companyName)}
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-slate-950/60 p-3">
          <dt className="text-xs text-slate-400">{copy.summaryFiles}</dt>
          <dd className="text-2xl font-bold text-white" data-testid="summary-files">
            {record.filesCount}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-950/60 p-3">
          <dt className="text-xs text-slate-400">{copy.summaryChunks}</dt>
          <dd className="text-2xl font-bold text-white" data-testid="summary-chunks">
            {record.chunksCount}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-300">
        {copy.botStatusLabel}:{' '}
        <span className="font-medium text-white" data-testid="bot-status">
          {copy.botStatus[status]}
        </span>
      </p>
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-300">
        <CircleCheck aria-hidden="true" className="size-4" />
        {voiceBuilderMessages.readyForConversations}
      </p>
    </div>
  );
}

/** Delete with an inline confirmation (no blocking window.confirm: docs/architecture.md, departure 3). */
function DeleteVoicebot({ isDeleting, onDelete }: { isDeleting: boolean; onDelete: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const buttonClass =
    'inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-400 disabled:opacity-50';
  if (!isConfirming) {
    return (
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        className={`${buttonClass} border border-rose-500/60 text-rose-200 hover:bg-rose-950/60`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {copy.deleteVoicebot}
      </button>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{copy.deleteVoicebot}</legend>
      <p className="text-sm text-rose-200">{copy.deleteConfirm}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onDelete}
          disabled={isDeleting}
          className={`${buttonClass} bg-rose-600 text-white hover:bg-rose-500`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {isDeleting ? copy.deleting : copy.deleteVoicebot}
        </button>
        <button
          type="button"
          onClick={() => setIsConfirming(false)}
          disabled={isDeleting}
          className={`${buttonClass} border border-slate-600 text-slate-200 hover:bg-slate-800`}
        >
          {copy.cancel}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * spec: voice §2, the assistant panel (the Test step): a placeholder before creation; after it
 * the summary, the 3D robot, the voice connection with its live transcript, and the text test.
 */
export function AssistantPanel({
  voicebot,
  isRestoring,
  isDeleting,
  onDelete,
}: AssistantPanelProps) {
  const headingId = 'voicebot-assistant-heading';
  const [robotState, setRobotState] = useState<RobotAnimationState>('stationary');
  const isHydrated = useIsHydrated();
  const [isTesting, setIsTesting] = useState(false);
  const testTimer = useRef<number | undefined>(undefined);
  // spec: voice §4, the bot is active once created and testing for 2 s after a test
  const onTested = useCallback(() => {
    setIsTesting(true);
    window.clearTimeout(testTimer.current);
    testTimer.current = window.setTimeout(() => setIsTesting(false), voiceVisuals.testStateMs);
  }, []);
  useEffect(() => () => window.clearTimeout(testTimer.current), []);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
      data-testid="assistant-panel"
    >
      <h3 id={headingId} className="text-lg font-semibold text-white">
        {copy.panelHeading}
      </h3>
      {voicebot ? (
        <Summary voicebot={voicebot} status={isTesting ? 'testing' : 'active'} />
      ) : (
        <p className="text-slate-300" data-testid="assistant-placeholder">
          {isRestoring ? copy.restoring : voiceBuilderMessages.placeholder}
        </p>
      )}
      <AssistantRobot state={robotState} />
      {isHydrated ? (
        <Suspense fallback={<VoiceTestPlaceholder hasVoicebot={voicebot !== null} />}>
          <VoiceTest voicebot={voicebot} onRobotState={setRobotState} />
        </Suspense>
      ) : (
        <VoiceTestPlaceholder hasVoicebot={voicebot !== null} />
      )}
      {voicebot ? <TextTest voicebot={voicebot} onTested={onTested} /> : null}
      {voicebot ? <DeleteVoicebot isDeleting={isDeleting} onDelete={onDelete} /> : null}
    </section>
  );
}

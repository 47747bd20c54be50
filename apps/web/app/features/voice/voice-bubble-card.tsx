import { sampleHotel, voiceBubbleCopy, voiceDemoAssistants } from '@phi/content';
import { voiceConnectionLabels } from '@phi/contracts/messages';
import type { DemoAssistantKind } from '@phi/contracts/public';
import { lazy, Suspense, useState } from 'react';
import { useMediaCaptureSupport } from './media-devices.ts';
import { VoiceBubbleFace, VoiceBubbleStatus } from './voice-bubble-face.tsx';
import { VoiceErrorBoundary } from './voice-error-boundary.tsx';

// spec: voice §2, a demo assistant's bubble. Until the visitor taps, only this shell exists: the
// connection (and livekit-client, on connect) load with the first tap. Prerendered, the bubble
// looks ready and a tap on it is kept until the bubble has started; without JavaScript it looks
// disabled, is marked so, and its note says what it needs.
const VoiceBubbleLive = lazy(() => import('./voice-bubble-live.tsx'));

export function VoiceBubbleCard({
  kind,
  headingLevel = 'h3',
}: {
  kind: DemoAssistantKind;
  headingLevel?: 'h2' | 'h3';
}) {
  const copy = voiceDemoAssistants[kind];
  const Heading = headingLevel;
  // Built from the kind, not useId: the bubbles hydrate as an island of their own, whose ids
  // from useId would differ from the prerendered page's; a page shows each kind once.
  const headingId = `voice-bubble-${kind}-heading`;
  const statusId = `voice-bubble-${kind}-status`;
  const mediaSupport = useMediaCaptureSupport();
  const [isLive, setIsLive] = useState(false);

  // Undefined exactly while the prerendered page hydrates (media-devices.ts).
  const isHydrated = mediaSupport !== undefined;
  const isSupported = mediaSupport === true;
  const shellNote = mediaSupport === false ? voiceBubbleCopy.microphoneUnsupported : null;
  const shellState = isSupported || !isHydrated ? 'idle' : 'disabled';
  const shell = (
    <>
      <VoiceBubbleFace
        visualState={shellState}
        label={isLive ? voiceConnectionLabels.connecting : voiceConnectionLabels.tapToTalk}
        assistantName={copy.title}
        isDisabled={isHydrated && (!isSupported || isLive)}
        awaitsScript={!isHydrated}
        isBusy={isLive}
        onClick={isSupported ? () => setIsLive(true) : undefined}
        describedBy={statusId}
      />
      <VoiceBubbleStatus
        id={statusId}
        visualState={shellState}
        note={shellNote}
        scriptlessNote={isHydrated ? undefined : voiceBubbleCopy.needsJavaScript}
      />
    </>
  );

  return (
    <article
      aria-labelledby={headingId}
      data-voice-assistant={kind}
      className="flex flex-col items-center rounded-2xl border border-slate-800 bg-slate-900/60 p-6 text-center"
    >
      <Heading id={headingId} className="text-lg font-semibold text-white">
        {copy.title}
      </Heading>
      <p className="mt-2 text-sm text-slate-300">{copy.description}</p>
      {kind === 'hotel' ? (
        <p className="mt-3 text-sm text-slate-200">
          <span className="font-semibold">{sampleHotel.name}</span>, {sampleHotel.location}
          <span className="block text-xs text-slate-400">{sampleHotel.sampleLabel}</span>
        </p>
      ) : null}
      <div className="mt-6 flex w-full flex-col items-center">
        <VoiceErrorBoundary kindName={copy.kindName}>
          {isLive ? (
            <Suspense fallback={shell}>
              <VoiceBubbleLive kind={kind} assistantName={copy.title} statusId={statusId} />
            </Suspense>
          ) : (
            shell
          )}
        </VoiceErrorBoundary>
      </div>
      <div className="mt-4 text-sm text-slate-400">
        <p className="font-semibold text-slate-300">{voiceBubbleCopy.tryAsking}</p>
        <ul className="mt-1 space-y-1">
          {copy.tryAsking.map((question) => (
            <li key={question}>“{question}”</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

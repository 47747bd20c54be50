import type { DemoAssistantKind } from '@phi/contracts/public';
import { VoiceBubbleCard } from './voice-bubble-card.tsx';

/** Demo assistants' bubbles: one, or side by side (the voice bots page's three). */
export default function VoiceDemoGrid({
  assistants,
}: {
  assistants: readonly DemoAssistantKind[];
}) {
  return (
    <div className={assistants.length > 1 ? 'grid gap-6 md:grid-cols-3' : undefined}>
      {assistants.map((kind) => (
        <VoiceBubbleCard key={kind} kind={kind} />
      ))}
    </div>
  );
}

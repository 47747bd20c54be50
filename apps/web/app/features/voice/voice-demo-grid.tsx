import type { DemoAssistantKind } from '@phi/contracts/public';
import { VoiceBubbleCard } from './voice-bubble-card.tsx';

/** The demo assistants' bubbles side by side (the voice bots page's hotel, restaurant, hospital). */
export default function VoiceDemoGrid({
  assistants,
}: {
  assistants: readonly DemoAssistantKind[];
}) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {assistants.map((kind) => (
        <VoiceBubbleCard key={kind} kind={kind} />
      ))}
    </div>
  );
}

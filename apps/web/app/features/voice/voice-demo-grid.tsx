import type { DemoAssistantKind } from '@phi/contracts/public';
import { VoiceBubbleCard } from './voice-bubble-card.tsx';

// A type, not an interface: island props must be assignable to the JSON props type.
export type VoiceDemoGridProps = {
  readonly assistants: readonly DemoAssistantKind[];
};

/** Demo assistants' bubbles: one, or side by side (the voice bots page's three). */
export function VoiceDemoGrid({ assistants }: VoiceDemoGridProps) {
  return (
    <div className={assistants.length > 1 ? 'grid gap-6 md:grid-cols-3' : undefined}>
      {assistants.map((kind) => (
        <VoiceBubbleCard key={kind} kind={kind} />
      ))}
    </div>
  );
}

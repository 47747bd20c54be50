import { voicebotBuilderCopy as copy } from '@phi/content';
import { voiceOptionList } from '@phi/contracts/constants';
import type { VoiceId } from '@phi/contracts/public';
import { ChoiceCard } from './choice-card.tsx';

/** spec: voice §3, the six voices; choosing one moves the builder to step 2 (§4). */
export function VoicePicker({
  selected,
  onChoose,
}: {
  selected: VoiceId | null;
  onChoose: (voiceId: VoiceId) => void;
}) {
  const headingId = 'voicebot-voices-heading';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-white">
          {copy.voiceHeading}
        </h3>
        <p className="text-sm text-slate-400">{copy.voiceHint}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {voiceOptionList.map((voice) => (
          <li key={voice.id}>
            <ChoiceCard
              name={voice.name}
              badge={voice.type}
              description={voice.description}
              isSelected={selected === voice.id}
              onChoose={() => onChoose(voice.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

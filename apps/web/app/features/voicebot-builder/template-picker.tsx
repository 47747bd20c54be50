import { voicebotBuilderCopy as copy } from '@phi/content';
import { personalityTemplateList } from '@phi/contracts/constants';
import type { PersonalityTemplateId } from '@phi/contracts/public';
import { ChoiceCard } from './choice-card.tsx';

/** spec: voice §3, the six personality templates; choosing one moves to step 3 (§4). */
export function TemplatePicker({
  selected,
  onChoose,
}: {
  selected: PersonalityTemplateId | null;
  onChoose: (templateId: PersonalityTemplateId) => void;
}) {
  const headingId = 'voicebot-templates-heading';
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-white">
          {copy.personalityHeading}
        </h3>
        <p className="text-sm text-slate-400">{copy.personalityHint}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {personalityTemplateList.map((template) => (
          <li key={template.id}>
            <ChoiceCard
              name={template.name}
              badge={template.characteristics.join(' · ')}
              description={template.description}
              isSelected={selected === template.id}
              onChoose={() => onChoose(template.id)}
            >
              <span className="mt-2 block text-xs text-slate-400">
                {template.useCases.join(', ')}
              </span>
            </ChoiceCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { applicationFormCopy as copy } from '@phi/content';
import { applicationPageMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { controlClassName, FormSection } from '../../components/form-field.tsx';
import { addSkill } from './add-skill.ts';
import type { ApplicationFormApi } from './application-form-types.ts';

// spec: site-marketing-careers §4 and §5, skills: added by Enter or the Add button, trimmed,
// blanks and duplicates ignored, removed by clicking the skill.
export function SkillsField({ form }: { form: ApplicationFormApi }) {
  const { field } = useController({ control: form.control, name: 'skills' });
  const skills = field.value;
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const hintId = useId();

  const add = () => {
    field.onChange(addSkill(skills, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the skill; it must not submit the whole application.
      event.preventDefault();
      add();
    }
  };

  return (
    <FormSection title={applicationPageMessages.skillsAndTechnologies}>
      <label htmlFor={inputId} className="sr-only">
        {copy.newSkill}
      </label>
      <div className="flex gap-3">
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={copy.skillPlaceholder}
          aria-describedby={hintId}
          className={`${controlClassName} mt-0 border-slate-700`}
        />
        <Button variant="secondary" onClick={add}>
          {applicationPageMessages.add}
        </Button>
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-400">
        {copy.skillsHint}
      </p>
      {skills.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill}>
              <button
                type="button"
                onClick={() => field.onChange(skills.filter((other) => other !== skill))}
                aria-label={copy.removeSkill(skill)}
                className="inline-flex items-center gap-1.5 rounded-full bg-sky-400/15 px-3 py-1 text-sm text-sky-100 hover:bg-rose-500/20 focus-visible:outline-2 focus-visible:outline-sky-400"
              >
                {skill}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormSection>
  );
}

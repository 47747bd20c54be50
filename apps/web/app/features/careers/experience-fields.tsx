import { applicationFormCopy as copy } from '@phi/content';
import { applicationPageMessages } from '@phi/contracts/messages';
import { emptyExperienceEntry } from '@phi/contracts/public';
import { Button } from '@phi/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormField, FormSection } from '../../components/form-field.tsx';
import type { ApplicationFormApi } from './application-form-types.ts';

// spec: site-marketing-careers §4, experience entries: one blank entry to start, add or remove,
// removal offered only while more than one exists; "I currently work here" disables the end
// date.
export function ExperienceFields({ form }: { form: ApplicationFormApi }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'experience' });
  const listError = form.formState.errors.experience?.root?.message;
  return (
    <FormSection
      title={applicationPageMessages.professionalExperience}
      action={
        <Button variant="secondary" size="sm" onClick={() => append({ ...emptyExperienceEntry })}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.addExperience}
        </Button>
      }
    >
      {listError ? <p className="mb-4 text-sm text-rose-300">{listError}</p> : null}
      <ol className="space-y-8">
        {fields.map((field, index) => (
          <ExperienceEntry
            key={field.id}
            form={form}
            index={index}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </ol>
    </FormSection>
  );
}

interface EntryProps {
  form: ApplicationFormApi;
  index: number;
  /** Absent while this is the only entry. */
  onRemove: (() => void) | undefined;
}

function ExperienceEntry({ form, index, onRemove }: EntryProps) {
  const { register, setValue } = form;
  const errors = form.formState.errors.experience?.[index];
  const isCurrent = useWatch({ control: form.control, name: `experience.${index}.current` });
  const number = index + 1;
  return (
    <li>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 flex w-full items-center justify-between gap-3 text-base font-semibold text-slate-100">
          {copy.experienceEntry(number)}
        </legend>
        <FormField label={copy.company} error={errors?.company?.message}>
          {(control) => <input {...control} {...register(`experience.${index}.company`)} />}
        </FormField>
        <FormField label={copy.jobTitle} error={errors?.title?.message}>
          {(control) => <input {...control} {...register(`experience.${index}.title`)} />}
        </FormField>
        <FormField label={copy.startDate} error={errors?.startDate?.message}>
          {(control) => (
            <input {...control} {...register(`experience.${index}.startDate`)} type="month" />
          )}
        </FormField>
        <FormField
          label={copy.endDate}
          optionalLabel={copy.optional}
          error={errors?.endDate?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register(`experience.${index}.endDate`)}
              type="month"
              disabled={isCurrent === true}
            />
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-200 sm:col-span-2">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-600 accent-sky-400"
            {...register(`experience.${index}.current`, {
              // A current job has no end date: clear one typed before the box was ticked.
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked) {
                  setValue(`experience.${index}.endDate`, '');
                }
              },
            })}
          />
          {applicationPageMessages.currentlyWorkHere}
        </label>
        <FormField
          label={copy.description}
          error={errors?.description?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea {...control} {...register(`experience.${index}.description`)} rows={3} />
          )}
        </FormField>
      </fieldset>
      {onRemove ? (
        <Button variant="ghost" size="sm" className="mt-3 text-rose-200" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{copy.removeEntry}</span>
          <span className="sr-only">{copy.removeExperience(number)}</span>
        </Button>
      ) : null}
    </li>
  );
}

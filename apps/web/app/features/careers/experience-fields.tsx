import { applicationFormCopy as copy } from '@phi/content';
import { applicationPageMessages } from '@phi/contracts/messages';
import { emptyExperienceEntry } from '@phi/contracts/public';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import type { ApplicationFormApi } from './application-form-types.ts';
import { RepeatableEntries } from './repeatable-entries.tsx';

// spec: site-marketing-careers §4, experience entries (added and removed as RepeatableEntries
// does); "I currently work here" disables the end date.
export function ExperienceFields({ form }: { form: ApplicationFormApi }) {
  return (
    <RepeatableEntries
      form={form}
      name="experience"
      title={applicationPageMessages.professionalExperience}
      addLabel={copy.addExperience}
      emptyEntry={emptyExperienceEntry}
      entryLegend={copy.experienceEntry}
      removeLabel={copy.removeExperience}
      renderFields={(index) => <ExperienceEntryFields form={form} index={index} />}
    />
  );
}

function ExperienceEntryFields({ form, index }: { form: ApplicationFormApi; index: number }) {
  const { register, setValue } = form;
  const errors = form.formState.errors.experience?.[index];
  const isCurrent = useWatch({ control: form.control, name: `experience.${index}.current` });
  return (
    <>
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
    </>
  );
}

import { applicationFormCopy as copy } from '@phi/content';
import { applicationPageMessages } from '@phi/contracts/messages';
import { emptyEducationEntry } from '@phi/contracts/public';
import { FormField } from '../../components/form-field.tsx';
import type { ApplicationFormApi } from './application-form-types.ts';
import { RepeatableEntries } from './repeatable-entries.tsx';

// spec: site-marketing-careers §4, education works like experience (see RepeatableEntries).
export function EducationFields({ form }: { form: ApplicationFormApi }) {
  return (
    <RepeatableEntries
      form={form}
      name="education"
      title={applicationPageMessages.education}
      addLabel={copy.addEducation}
      emptyEntry={emptyEducationEntry}
      entryLegend={copy.educationEntry}
      removeLabel={copy.removeEducation}
      renderFields={(index) => <EducationEntryFields form={form} index={index} />}
    />
  );
}

function EducationEntryFields({ form, index }: { form: ApplicationFormApi; index: number }) {
  const { register } = form;
  const errors = form.formState.errors.education?.[index];
  return (
    <>
      <FormField label={copy.institution} error={errors?.institution?.message}>
        {(control) => <input {...control} {...register(`education.${index}.institution`)} />}
      </FormField>
      <FormField label={copy.degree} error={errors?.degree?.message}>
        {(control) => <input {...control} {...register(`education.${index}.degree`)} />}
      </FormField>
      <FormField label={copy.fieldOfStudy} error={errors?.field?.message}>
        {(control) => <input {...control} {...register(`education.${index}.field`)} />}
      </FormField>
      <FormField label={copy.graduationYear} error={errors?.graduationYear?.message}>
        {(control) => (
          <input
            {...control}
            {...register(`education.${index}.graduationYear`)}
            inputMode="numeric"
          />
        )}
      </FormField>
      <FormField label={copy.gpa} optionalLabel={copy.optional} error={errors?.gpa?.message}>
        {(control) => <input {...control} {...register(`education.${index}.gpa`)} />}
      </FormField>
    </>
  );
}

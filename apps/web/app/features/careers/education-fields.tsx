import { applicationFormCopy as copy } from '@phi/content';
import { applicationPageMessages } from '@phi/contracts/messages';
import { emptyEducationEntry } from '@phi/contracts/public';
import { Button } from '@phi/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { FormField, FormSection } from '../../components/form-field.tsx';
import type { ApplicationFormApi } from './application-form-types.ts';

// spec: site-marketing-careers §4, education works like experience: one blank entry to start,
// removal offered only while more than one exists.
export function EducationFields({ form }: { form: ApplicationFormApi }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'education' });
  const listError = form.formState.errors.education?.root?.message;
  return (
    <FormSection
      title={applicationPageMessages.education}
      action={
        <Button variant="secondary" size="sm" onClick={() => append({ ...emptyEducationEntry })}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.addEducation}
        </Button>
      }
    >
      {listError ? <p className="mb-4 text-sm text-rose-300">{listError}</p> : null}
      <ol className="space-y-8">
        {fields.map((field, index) => (
          <EducationEntry
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
  onRemove: (() => void) | undefined;
}

function EducationEntry({ form, index, onRemove }: EntryProps) {
  const { register } = form;
  const errors = form.formState.errors.education?.[index];
  const number = index + 1;
  return (
    <li>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold text-slate-100">
          {copy.educationEntry(number)}
        </legend>
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
      </fieldset>
      {onRemove ? (
        <Button variant="ghost" size="sm" className="mt-3 text-rose-200" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{copy.removeEntry}</span>
          <span className="sr-only">{copy.removeEducation(number)}</span>
        </Button>
      ) : null}
    </li>
  );
}

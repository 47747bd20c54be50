import { applicationFormCopy as copy } from '@phi/content';
import type { ApplicationFormInput } from '@phi/contracts/public';
import { Button } from '@phi/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldArray, useFieldArray } from 'react-hook-form';
import { FormSection } from '../../components/form-field.tsx';
import type { ApplicationFormApi } from './application-form-types.ts';

/** The lists of the application form a visitor grows entry by entry. */
type EntryListName = 'experience' | 'education';

export interface RepeatableEntriesProps<Name extends EntryListName> {
  form: ApplicationFormApi;
  name: Name;
  title: string;
  addLabel: string;
  /** What "add" appends: a blank entry. */
  emptyEntry: FieldArray<ApplicationFormInput, Name>;
  /** The visible legend of entry `number` (from 1). */
  entryLegend: (number: number) => string;
  /** The remove button's accessible name for entry `number` (from 1). */
  removeLabel: (number: number) => string;
  /** The inputs of the entry at `index`. */
  renderFields: (index: number) => ReactNode;
}

// spec: site-marketing-careers §4, experience and education alike: one blank entry to start,
// add or remove, removal offered only while more than one exists.
export function RepeatableEntries<Name extends EntryListName>({
  form,
  name,
  title,
  addLabel,
  emptyEntry,
  entryLegend,
  removeLabel,
  renderFields,
}: RepeatableEntriesProps<Name>) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const listError = form.formState.errors[name]?.root?.message;
  return (
    <FormSection
      title={title}
      action={
        // A fresh copy each time: entries never share one object.
        <Button variant="secondary" size="sm" onClick={() => append(structuredClone(emptyEntry))}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      }
    >
      {listError ? <p className="mb-4 text-sm text-rose-300">{listError}</p> : null}
      <ol className="space-y-8">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id}>
              <fieldset className="grid gap-5 sm:grid-cols-2">
                <legend className="mb-4 text-base font-semibold text-slate-100">
                  {entryLegend(number)}
                </legend>
                {renderFields(index)}
              </fieldset>
              {fields.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-3 text-rose-200"
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span aria-hidden="true">{copy.removeEntry}</span>
                  <span className="sr-only">{removeLabel(number)}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </FormSection>
  );
}

import { adminAuditCopy, adminConflictCopy } from '@phi/content';
import { Button } from '@phi/ui';
import { useEffect, useId, useRef } from 'react';
import type { ConflictChoice, ConflictRow, EditConflictState } from '../lib/use-edit-conflict.ts';

export interface ConflictFieldLabel {
  label: string;
  /** A form value as the user reads it (an option's label); the raw value otherwise. */
  display?: (value: string) => string;
}

interface EditConflictPanelProps<Key extends string> {
  conflict: EditConflictState<Key> | null;
  fields: Record<Key, ConflictFieldLabel>;
  onChoose: (key: Key, choice: ConflictChoice) => void;
  onChooseAll: (choice: ConflictChoice) => void;
}

function shown(field: ConflictFieldLabel, value: string): string {
  if (value === '') {
    return adminAuditCopy.emptyValue;
  }
  return field.display ? field.display(value) : value;
}

function ChoiceRow<Key extends string>({
  row,
  field,
  onChoose,
}: {
  row: ConflictRow<Key>;
  field: ConflictFieldLabel;
  onChoose: (key: Key, choice: ConflictChoice) => void;
}) {
  const name = useId();
  const choices: { value: ConflictChoice; label: string }[] = [
    { value: 'mine', label: adminConflictCopy.keepMine },
    { value: 'theirs', label: adminConflictCopy.takeTheirs },
  ];
  return (
    <tr className="border-t border-amber-900/60 align-top" data-testid={`conflict-${row.key}`}>
      <th scope="row" className="py-2 pr-3 text-left font-medium text-amber-50">
        {field.label}
      </th>
      <td className="py-2 pr-3 whitespace-pre-wrap break-words text-slate-100">
        {shown(field, row.theirs)}
      </td>
      <td className="py-2 pr-3 whitespace-pre-wrap break-words text-slate-100">
        {shown(field, row.mine)}
      </td>
      <td className="py-2">
        <fieldset className="flex flex-wrap gap-3">
          <legend className="sr-only">{adminConflictCopy.choiceFor(field.label)}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-1.5 text-slate-100">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={row.choice === choice.value}
                onChange={() => onChoose(row.key, choice.value)}
                className="accent-sky-400"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      </td>
    </tr>
  );
}

/**
 * Shown in an edit dialog after its save was refused because a colleague saved first: their
 * newer values beside the user's, a choice per field, then the user saves again
 * (lib/use-edit-conflict.ts). Focus moves to it so keyboard and screen reader users learn of it.
 */
export function EditConflictPanel<Key extends string>({
  conflict,
  fields,
  onChoose,
  onChooseAll,
}: EditConflictPanelProps<Key>) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (conflict) {
      headingRef.current?.focus();
    }
  }, [conflict]);
  if (!conflict) {
    return null;
  }
  return (
    <section
      aria-labelledby={headingId}
      data-testid="edit-conflict"
      className="flex flex-col gap-3 rounded-lg border border-amber-700 bg-amber-950/40 p-4 text-sm"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="font-semibold text-amber-100 outline-none focus-visible:ring-2 focus-visible:ring-sky-400"
      >
        {adminConflictCopy.heading}
      </h3>
      <p className="text-amber-50">{adminConflictCopy.explain}</p>
      {conflict.rows.length > 0 ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse">
              <thead>
                <tr className="text-left text-amber-200">
                  <th scope="col" className="pb-2 pr-3 font-medium">
                    {adminConflictCopy.field}
                  </th>
                  <th scope="col" className="pb-2 pr-3 font-medium">
                    {adminConflictCopy.theirs}
                  </th>
                  <th scope="col" className="pb-2 pr-3 font-medium">
                    {adminConflictCopy.yours}
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    {adminConflictCopy.choice}
                  </th>
                </tr>
              </thead>
              <tbody>
                {conflict.rows.map((row) => (
                  <ChoiceRow key={row.key} row={row} field={fields[row.key]} onChoose={onChoose} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => onChooseAll('theirs')}>
              {adminConflictCopy.takeAllTheirs}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onChooseAll('mine')}>
              {adminConflictCopy.keepAllMine}
            </Button>
          </div>
        </>
      ) : null}
      <p className="text-amber-100">{adminConflictCopy.savedBy}</p>
    </section>
  );
}

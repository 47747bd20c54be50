import { ApiError } from '@phi/ui/api';
import { useState } from 'react';
import type { z } from 'zod';

export type ConflictChoice = 'mine' | 'theirs';

/** One field the user's form and the newer record disagree on. */
export interface ConflictRow<Key extends string> {
  key: Key;
  mine: string;
  theirs: string;
  choice: ConflictChoice;
}

export interface EditConflictState<Key extends string> {
  rows: ConflictRow<Key>[];
}

type FormValues<Key extends string> = Record<Key, string>;

interface UseEditConflictOptions<Record extends { version: number }, Key extends string> {
  record: Record;
  /** The form's values for a record (the same mapping that filled the form). */
  toForm: (record: Record) => FormValues<Key>;
  /** The 409 body schema of this record's save (contracts' *EditConflictSchema). */
  conflictSchema: z.ZodType<{ current: Record }>;
  setForm: (update: (form: FormValues<Key>) => FormValues<Key>) => void;
}

/** The newer record an edit-conflict answer carries, or null for any other failure. */
export function readEditConflict<Record>(
  error: unknown,
  conflictSchema: z.ZodType<{ current: Record }>,
): Record | null {
  if (!(error instanceof ApiError) || error.code !== 'EDIT_CONFLICT') {
    return null;
  }
  const parsed = conflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

/**
 * The version an edit started from, and the merge after a save was refused because a colleague
 * saved first (docs/architecture.md#departures). On a conflict every field that differs from
 * the newer record is listed: a field the user left alone takes their value, a field the user
 * changed keeps the user's; each choice can be flipped, and the next save names the newer
 * version, so it applies exactly what is on screen.
 */
export function useEditConflict<Record extends { version: number }, Key extends string>({
  record,
  toForm,
  conflictSchema,
  setForm,
}: UseEditConflictOptions<Record, Key>) {
  const [base, setBase] = useState(() => ({ version: record.version, form: toForm(record) }));
  const [conflict, setConflict] = useState<EditConflictState<Key> | null>(null);

  const apply = (key: Key, value: string) => setForm((form) => ({ ...form, [key]: value }));

  /** Call with a failed save's error and the form as it was sent; true when it was a conflict. */
  const handleSaveError = (error: unknown, sent: FormValues<Key>): boolean => {
    const current = readEditConflict(error, conflictSchema);
    if (!current) {
      return false;
    }
    const theirs = toForm(current);
    const keys = Object.keys(theirs) as Key[];
    const rows = keys
      .filter((key) => sent[key] !== theirs[key])
      .map((key) => ({
        key,
        mine: sent[key],
        theirs: theirs[key],
        choice: (sent[key] === base.form[key] ? 'theirs' : 'mine') as ConflictChoice,
      }));
    for (const row of rows) {
      if (row.choice === 'theirs') {
        apply(row.key, row.theirs);
      }
    }
    setBase({ version: current.version, form: theirs });
    setConflict({ rows });
    return true;
  };

  const chooseFor = (keys: readonly Key[], choice: ConflictChoice) => {
    if (!conflict) {
      return;
    }
    const rows = conflict.rows.map((row) => {
      if (!keys.includes(row.key)) {
        return row;
      }
      apply(row.key, choice === 'mine' ? row.mine : row.theirs);
      return { ...row, choice };
    });
    setConflict({ rows });
  };

  const choose = (key: Key, choice: ConflictChoice) => chooseFor([key], choice);
  const chooseAll = (choice: ConflictChoice) =>
    chooseFor(conflict?.rows.map((row) => row.key) ?? [], choice);

  return { version: base.version, conflict, handleSaveError, choose, chooseAll };
}

export type EditConflict<Key extends string> = ReturnType<
  typeof useEditConflict<{ version: number }, Key>
>;

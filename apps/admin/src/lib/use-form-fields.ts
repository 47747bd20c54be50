import { useState } from 'react';
import type { z } from 'zod';
import { collectFieldErrors } from './form-errors.ts';

/**
 * A form's values and per-field errors: `set(key)` gives a field's change handler, `validate`
 * parses with the contract schema (what the server checks) and shows or clears the errors.
 */
export function useFormFields<Form extends object>(initial: Form | (() => Form)) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set =
    <Key extends keyof Form>(key: Key) =>
    (value: Form[Key]) =>
      setForm((current) => ({ ...current, [key]: value }));

  const validate = <Output>(schema: z.ZodType<Output>, input: unknown): Output | null => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  return { form, setForm, set, errors, validate };
}

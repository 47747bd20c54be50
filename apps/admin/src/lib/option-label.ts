import type { SelectOption } from '../components/form-fields.tsx';

/** A select's value as its option's label (the value itself when no option has it). */
export const labelOf =
  (options: readonly SelectOption[]) =>
  (value: string): string =>
    options.find((option) => option.value === value)?.label ?? value;

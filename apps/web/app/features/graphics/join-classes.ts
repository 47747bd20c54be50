/** Joins class names, skipping empty ones (clsx is not a dependency of the web app). */
export function joinClasses(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Joins class names, skipping empty ones. Not @phi/ui's cn: that brings tailwind-merge (~8 KB
 * gzip) into the home and contact routes' initial JavaScript, and these classes never conflict.
 */
export function joinClasses(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

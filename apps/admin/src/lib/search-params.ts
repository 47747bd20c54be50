/** Turns a parsed query into URL parameters, leaving out absent values. */
export function toSearchParams(
  query: Record<string, string | number | undefined>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) {
      params.set(key, String(value));
    }
  }
  return params;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a UUID in its canonical text form, the shape of every generated id. Checked
 * before a query so a malformed id (a word such as "general", a token subject) reads as not
 * found without reaching the database.
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

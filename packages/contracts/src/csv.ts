// One CSV writer for every export: the admin app's "Export CSV" of the rows shown and the
// admin API's "Export all matching" stream (spec: chat-news-admin §7, CSV export), so both
// escape cells the same way.

/**
 * A cell a spreadsheet would run as a formula starts with one of these. The first character of
 * the whole value counts, not of a line: a formula going on over two lines is still caught.
 */
export const csvFormulaStart = /^[=+\-@\t\r]/;

export const csvNewline = '\r\n';

/** Written first, so spreadsheet programs read the file as UTF-8. */
export const csvByteOrderMark = '\uFEFF';

/**
 * One cell as CSV text. A cell starting like a formula is prefixed with a quote, so a
 * spreadsheet shows it as text instead of running it (OWASP CSV injection), and quoted; a cell
 * holding a quote, comma, line break or edge whitespace is quoted, its quotes doubled.
 */
export function toCsvCell(value: string): string {
  const isFormula = csvFormulaStart.test(value);
  const text = isFormula ? `'${value}` : value;
  const needsQuotes = isFormula || /[",\r\n]/.test(text) || /^\s|\s$/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, without its line break. */
export function toCsvLine(cells: readonly string[]): string {
  return cells.map(toCsvCell).join(',');
}

/** CSV text of a header row and rows, lines ended by CRLF (RFC 4180), no final line break. */
export function buildCsv(
  columns: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): string {
  return [columns, ...rows].map(toCsvLine).join(csvNewline);
}

/** The day part of the file names contacts_{date}.csv and applications_{date}.csv. */
export function formatCsvDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// spec: chat-news-admin §7 (CSV export file names)
export function buildCsvFileName(kind: 'contacts' | 'applications', date: string): string {
  return `${kind}_${date}.csv`;
}

import Papa from 'papaparse';

/**
 * The first character of the whole value, not of a line: Papa Parse's own pattern for
 * `escapeFormulae: true` is `^[=+\-@\t\r].*$`, whose `.` stops at a line feed, so a formula
 * going on over two lines would pass unescaped (csv-export.test.ts).
 */
const csvFormulaStart = /^[=+\-@\t\r]/;

/**
 * CSV text of a header row and rows. Cells starting with =, +, -, @, tab or carriage return
 * are prefixed with a quote so a spreadsheet shows them as text instead of running them as a
 * formula (OWASP CSV injection).
 */
export function buildCsv(
  columns: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => [...row]) },
    { escapeFormulae: csvFormulaStart, newline: '\r\n' },
  );
}

/** The day part of the file names contacts_{date}.csv and applications_{date}.csv. */
export function formatCsvDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

// spec: chat-news-admin §7 (CSV export file names)
export function buildCsvFileName(kind: 'contacts' | 'applications', date: string): string {
  return `${kind}_${date}.csv`;
}

/** Hands the text to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  // A byte order mark makes spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

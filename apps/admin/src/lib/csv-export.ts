import { csvByteOrderMark } from '@phi/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchAdminFile } from './api.ts';

/** Hands a file to the browser as a download named `fileName`. */
export function downloadFile(fileName: string, blob: Blob): void {
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

/**
 * Hands CSV text (built with buildCsv of @phi/contracts, the escaping the admin API's export
 * uses too) to the browser as a download named `fileName`.
 */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, new Blob([csvByteOrderMark, csv], { type: 'text/csv;charset=utf-8' }));
}

/**
 * Ours: "Export all matching". The admin API streams every row the filters match as CSV
 * (`path` below /api/admin, with the filters as its query); it is fetched with the bearer
 * token and saved under the file name the API gives, e.g. contacts_{date}.csv.
 */
export function useExportAllMatching(path: string, fallbackFileName: () => string) {
  return useMutation({
    mutationFn: async () => {
      const file = await fetchAdminFile(path);
      downloadFile(file.fileName ?? fallbackFileName(), file.blob);
    },
  });
}

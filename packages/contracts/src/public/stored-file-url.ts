// docs/architecture.md#departures, 2: an upload is referenced by the admin API's private
// download route, never by a public URL.
const storedFileUrlPrefix = '/api/admin/files/';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function buildStoredFileUrl(id: string): string {
  return `${storedFileUrlPrefix}${id}`;
}

/** The stored file id a reference names, or null when the text is not such a reference. */
export function parseStoredFileUrl(url: string): string | null {
  if (!url.startsWith(storedFileUrlPrefix)) {
    return null;
  }
  const id = url.slice(storedFileUrlPrefix.length);
  return uuidPattern.test(id) ? id.toLowerCase() : null;
}

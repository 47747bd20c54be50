// A DOCX is a zip archive. Only its central directory is read (nothing is inflated), and the
// archive is refused when the directory promises more than a resume could need: a zip bomb is
// harmless here, but the admin viewer or a later text extraction would inflate it.
// Ours, not the spec's: bounds well above any real resume.
export const zipLimits = {
  maxEntries: 1000,
  maxTotalUncompressedBytes: 64 * 1024 * 1024,
  /** Per entry, checked once the entry inflates past ratioCheckFromBytes. */
  maxCompressionRatio: 200,
  ratioCheckFromBytes: 1024 * 1024,
} as const;

const endOfCentralDirectorySignature = 0x06054b50;
const centralDirectoryEntrySignature = 0x02014b50;
const endOfCentralDirectorySize = 22;
const maxCommentSize = 0xffff;

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** The archive's entries, or null when it is malformed, ZIP64, or past the limits above. */
export function readZipEntries(buffer: Buffer): ZipEntry[] | null {
  const end = findEndOfCentralDirectory(buffer);
  if (end < 0) {
    return null;
  }
  const entryCount = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mark ZIP64, which no resume needs.
  if (
    entryCount === 0xffff ||
    directoryOffset === 0xffffffff ||
    entryCount > zipLimits.maxEntries
  ) {
    return null;
  }
  if (directoryOffset + directorySize > end) {
    return null;
  }
  const entries: ZipEntry[] = [];
  let totalUncompressed = 0;
  let cursor = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (cursor + 46 > end || buffer.readUInt32LE(cursor) !== centralDirectoryEntrySignature) {
      return null;
    }
    const compressedSize = buffer.readUInt32LE(cursor + 20);
    const uncompressedSize = buffer.readUInt32LE(cursor + 24);
    const nameLength = buffer.readUInt16LE(cursor + 28);
    const extraLength = buffer.readUInt16LE(cursor + 30);
    const commentLength = buffer.readUInt16LE(cursor + 32);
    const nameEnd = cursor + 46 + nameLength;
    if (nameEnd > end || compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      return null;
    }
    totalUncompressed += uncompressedSize;
    if (totalUncompressed > zipLimits.maxTotalUncompressedBytes) {
      return null;
    }
    if (
      uncompressedSize > zipLimits.ratioCheckFromBytes &&
      uncompressedSize / Math.max(compressedSize, 1) > zipLimits.maxCompressionRatio
    ) {
      return null;
    }
    entries.push({
      name: buffer.toString('utf8', cursor + 46, nameEnd),
      compressedSize,
      uncompressedSize,
    });
    cursor = nameEnd + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  const last = buffer.length - endOfCentralDirectorySize;
  const first = Math.max(0, last - maxCommentSize);
  for (let offset = last; offset >= first; offset--) {
    if (buffer.readUInt32LE(offset) === endOfCentralDirectorySignature) {
      return offset;
    }
  }
  return -1;
}

/** A Word document: a well-formed, bounded zip holding its content types and main part. */
export function isDocx(buffer: Buffer): boolean {
  const entries = readZipEntries(buffer);
  if (!entries) {
    return false;
  }
  const names = new Set(entries.map((entry) => entry.name));
  return names.has('word/document.xml') && names.has('[Content_Types].xml');
}

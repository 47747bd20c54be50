import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface PendingFile {
  /** Generated id: the stored file's id, its storage key and its file name on disk. */
  id: string;
  tempPath: string;
  sizeBytes: number;
  sha256: string;
}

export interface StoredFileContent {
  stream: ReadStream;
  sizeBytes: number;
}

export interface DirectoryEntry {
  name: string;
  modifiedAt: Date;
}

/** Thrown by writeTemporary when the stream passes `maxBytes`; nothing is left on disk. */
export class FileTooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
    this.maxBytes = maxBytes;
  }
}

// Uploads in progress carry a dot name, so nothing that lists stored files mistakes them for
// one, and the sweep can tell an abandoned partial file from a kept one.
const partialPattern = /^\.([0-9a-f-]{36})\.part$/;

export function isPartialFileName(name: string): boolean {
  return partialPattern.test(name);
}

/** Where a storage key lives, or null unless it stays inside the files directory. */
export function resolveStoragePath(filesDir: string, storageKey: string): string | null {
  const root = resolve(filesDir);
  const path = resolve(root, storageKey);
  return path.startsWith(`${root}${sep}`) ? path : null;
}

/**
 * The one private file store (resumes today, knowledge documents next): files live under
 * FILES_DIR, outside any web root, named by a generated id, never by the visitor. public-api
 * writes, admin-api reads, the worker sweeps; all through this module, so the key-to-path
 * rule exists once.
 */
export function createFileStore(filesDir: string) {
  const pathOf = (storageKey: string): string => {
    const path = resolveStoragePath(filesDir, storageKey);
    if (!path) {
      throw new Error(`storage key ${JSON.stringify(storageKey)} leaves the files directory`);
    }
    return path;
  };

  return {
    filesDir,

    async ensureDirectory(): Promise<void> {
      await mkdir(filesDir, { recursive: true, mode: 0o700 });
    },

    /**
     * Streams an upload into a temporary file while hashing and counting it. Past `maxBytes`
     * the stream is stopped with FileTooLargeError; on any failure the temporary file is
     * removed.
     */
    async writeTemporary(
      source: NodeJS.ReadableStream,
      options: { maxBytes?: number } = {},
    ): Promise<PendingFile> {
      const id = randomUUID();
      const tempPath = join(filesDir, `.${id}.part`);
      const hash = createHash('sha256');
      const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
      let sizeBytes = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeBytes += chunk.length;
          if (sizeBytes > maxBytes) {
            callback(new FileTooLargeError(maxBytes));
            return;
          }
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, tap, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return { id, tempPath, sizeBytes, sha256: hash.digest('hex') };
    },

    readTemporary(file: PendingFile): Promise<Buffer> {
      return readFile(file.tempPath);
    },

    /** Moves the finished upload to its storage key (same directory, so the rename is atomic). */
    async keep(file: PendingFile): Promise<string> {
      await rename(file.tempPath, pathOf(file.id));
      return file.id;
    },

    async discard(file: PendingFile): Promise<void> {
      await rm(file.tempPath, { force: true });
      await rm(pathOf(file.id), { force: true });
    },

    /** A kept file's bytes, or null when the key leaves the directory or no file is there. */
    async open(storageKey: string): Promise<StoredFileContent | null> {
      const path = resolveStoragePath(filesDir, storageKey);
      const info = path ? await stat(path).catch(() => null) : null;
      if (!path || !info?.isFile()) {
        return null;
      }
      return { stream: createReadStream(path), sizeBytes: info.size };
    },

    async remove(storageKey: string): Promise<void> {
      await rm(pathOf(storageKey), { force: true });
    },

    /** Every file in the directory with its modification time; empty when it does not exist. */
    async list(): Promise<DirectoryEntry[]> {
      const names = await readdir(filesDir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') {
          return [];
        }
        throw error;
      });
      const entries: DirectoryEntry[] = [];
      for (const name of names) {
        const info = await stat(join(filesDir, name)).catch(() => null);
        if (info?.isFile()) {
          entries.push({ name, modifiedAt: info.mtime });
        }
      }
      return entries;
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;

import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface PendingFile {
  /** Generated id: the stored file's id, its storage key and its file name on disk. */
  id: string;
  tempPath: string;
  sizeBytes: number;
  sha256: string;
}

/** Private storage under FILES_DIR; files are named by a generated id, never by the visitor. */
export function createFileStore(filesDir: string) {
  const pathOf = (storageKey: string) => join(filesDir, storageKey);

  return {
    async ensureDirectory(): Promise<void> {
      await mkdir(filesDir, { recursive: true, mode: 0o700 });
    },

    /**
     * Streams the upload into a temporary file (a dot name, so nothing lists it as stored)
     * while hashing it. The temporary file is removed when the stream fails.
     */
    async writeTemporary(source: NodeJS.ReadableStream): Promise<PendingFile> {
      const id = randomUUID();
      const tempPath = join(filesDir, `.${id}.part`);
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          sizeBytes += chunk.length;
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
  };
}
export type FileStore = ReturnType<typeof createFileStore>;

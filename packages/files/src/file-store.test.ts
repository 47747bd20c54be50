import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore, FileTooLargeError, resolveStoragePath } from './file-store.ts';

let filesDir: string;
beforeEach(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'phi-files-'));
});
afterEach(async () => {
  await rm(filesDir, { recursive: true, force: true });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

describe('createFileStore', () => {
  it('streams to a dot-named partial file, then keeps it under its id with size and hash', async () => {
    const store = createFileStore(filesDir);
    const pending = await store.writeTemporary(Readable.from([Buffer.from('hello '), 'world']));
    expect(await readdir(filesDir)).toEqual([`.${pending.id}.part`]);
    expect(pending.sizeBytes).toBe(11);
    // sha256 of "hello world"
    expect(pending.sha256).toBe('b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
    expect(await store.keep(pending)).toBe(pending.id);
    expect(await readdir(filesDir)).toEqual([pending.id]);
    const opened = await store.open(pending.id);
    if (!opened) {
      throw new Error('the kept file did not open');
    }
    expect(opened.sizeBytes).toBe(11);
    expect((await readAll(opened.stream)).toString()).toBe('hello world');
  });

  it('stops a stream past maxBytes and leaves nothing on disk', async () => {
    const store = createFileStore(filesDir);
    const source = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(store.writeTemporary(source, { maxBytes: 1000 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await readdir(filesDir)).toEqual([]);
  });

  it('accepts a stream of exactly maxBytes', async () => {
    const store = createFileStore(filesDir);
    const pending = await store.writeTemporary(Readable.from([Buffer.alloc(1000)]), {
      maxBytes: 1000,
    });
    expect(pending.sizeBytes).toBe(1000);
  });

  it('discard removes the partial and the kept file', async () => {
    const store = createFileStore(filesDir);
    const pending = await store.writeTemporary(Readable.from(['x']));
    await store.keep(pending);
    await store.discard(pending);
    expect(await readdir(filesDir)).toEqual([]);
  });

  it('never opens or removes a key outside the directory', async () => {
    const outside = join(filesDir, '..', `phi-outside-${Date.now()}`);
    await writeFile(outside, 'secret');
    try {
      const store = createFileStore(join(filesDir, 'store'));
      const key = `../${outside.split('/').pop()}`;
      expect(await store.open(key)).toBeNull();
      expect(await store.open('/etc/passwd')).toBeNull();
      await expect(store.remove(key)).rejects.toThrow(/leaves the files directory/);
      expect(await readFile(outside, 'utf8')).toBe('secret');
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('resolveStoragePath refuses the directory itself and paths that climb out', () => {
    expect(resolveStoragePath('/data/files', 'abc')).toBe('/data/files/abc');
    expect(resolveStoragePath('/data/files', '')).toBeNull();
    expect(resolveStoragePath('/data/files', '.')).toBeNull();
    expect(resolveStoragePath('/data/files', '../files2/x')).toBeNull();
    expect(resolveStoragePath('/data/files', 'a/../../b')).toBeNull();
  });

  it('open answers null for a missing file; list is empty for a missing directory', async () => {
    const store = createFileStore(join(filesDir, 'never-made'));
    expect(await store.open('4f1c2b9e-0000-4000-8000-000000000000')).toBeNull();
    expect(await store.list()).toEqual([]);
  });
});

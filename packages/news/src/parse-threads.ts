import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { decodeFeedBytes } from './decode.ts';
import {
  FeedFetchError,
  type FeedFetchErrorCode,
  FeedParseError,
  type FeedParseErrorCode,
} from './errors.ts';
import { type ParsedFeed, type ParseFeedOptions, parseFeed } from './parse-feed.ts';

/** A fetched feed's bytes and the Content-Type it came with (fetchFeed's answer fits). */
export interface FeedBytes {
  body: Buffer;
  contentType: string | null;
}

/** Decodes and parses a fetched feed: the CPU-heavy step of a fetch. */
export type FeedBytesParser = (
  fetched: FeedBytes,
  options: ParseFeedOptions,
) => Promise<ParsedFeed>;

/** On the calling thread. */
export const parseFeedBytes: FeedBytesParser = (fetched, options) =>
  parseFeed(decodeFeedBytes(fetched.body, fetched.contentType), options);

interface ParseRequest {
  id: number;
  body: Uint8Array;
  contentType: string | null;
  options: ParseFeedOptions;
}

interface SentError {
  name: string;
  message: string;
  code?: string;
  status?: number;
}

type ParseReply = { id: number; feed: ParsedFeed } | { id: number; error: SentError };

function toSentError(error: unknown): SentError {
  if (error instanceof FeedParseError || error instanceof FeedFetchError) {
    return {
      name: error.name,
      message: error.message,
      code: error.code,
      ...(error instanceof FeedFetchError && error.status !== undefined
        ? { status: error.status }
        : {}),
    };
  }
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}

/** The error the thread threw, as the same class on this side (the worker reads its code). */
function fromSentError(sent: SentError): Error {
  if (sent.name === 'FeedParseError') {
    return new FeedParseError(sent.code as FeedParseErrorCode, sent.message);
  }
  if (sent.name === 'FeedFetchError') {
    return new FeedFetchError(
      sent.code as FeedFetchErrorCode,
      sent.message,
      sent.status === undefined ? {} : { status: sent.status },
    );
  }
  const error = new Error(sent.message);
  error.name = sent.name;
  return error;
}

/**
 * The body of a parse thread: answers each request with the parsed feed or the error. The
 * thread's entry module calls it (see startFeedParseThreads).
 */
export function serveFeedParsing(): void {
  const port = parentPort;
  if (isMainThread || port === null) {
    throw new Error('serveFeedParsing runs in a worker thread');
  }
  port.on('message', async (request: ParseRequest) => {
    let reply: ParseReply;
    try {
      const body = Buffer.from(request.body.buffer, request.body.byteOffset, request.body.length);
      const feed = await parseFeedBytes(
        { body, contentType: request.contentType },
        request.options,
      );
      reply = { id: request.id, feed };
    } catch (error) {
      reply = { id: request.id, error: toSentError(error) };
    }
    port.postMessage(reply);
  });
}

export interface FeedParseThreadsOptions {
  /** A module that calls serveFeedParsing(). */
  entry: URL;
  threads: number;
  /**
   * A module whose register() installs module hooks in each thread before `entry` is imported:
   * tsx/esm/api for an entry in TypeScript, since Node 20 does not apply the process's
   * --import loaders to worker threads.
   */
  loader?: string;
}

const loadingThread = `const { workerData } = require('node:worker_threads');
import(workerData.loader)
  .then((loader) => loader.register())
  .then(() => import(workerData.entry));`;

export interface FeedParseThreads {
  parse: FeedBytesParser;
  /** Ends the threads; parses still running are rejected. */
  close(): Promise<void>;
}

interface Waiting {
  resolve(feed: ParsedFeed): void;
  reject(error: Error): void;
}

interface ParseThread {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

/**
 * Feeds decoded and parsed on worker threads, so the thread running the jobs spends its time
 * on HTTP and the database while another core parses (docs/architecture.md#news-pipeline).
 * A request goes to the thread with the fewest waiting; a thread that dies fails its
 * requests and is replaced on the next one. Idle threads do not keep the process alive.
 */
export function startFeedParseThreads(options: FeedParseThreadsOptions): FeedParseThreads {
  if (!Number.isInteger(options.threads) || options.threads < 1) {
    throw new Error(`parse threads must be a positive integer, not ${options.threads}`);
  }
  const threads: Array<ParseThread | undefined> = Array.from({ length: options.threads });
  let nextId = 0;
  let closed = false;

  const failAll = (thread: ParseThread, error: Error) => {
    for (const waiting of thread.waiting.values()) {
      waiting.reject(error);
    }
    thread.waiting.clear();
  };

  const spawn = (slot: number): ParseThread => {
    const worker = options.loader
      ? new Worker(loadingThread, {
          eval: true,
          workerData: { loader: options.loader, entry: options.entry.href },
        })
      : new Worker(options.entry);
    worker.unref();
    const thread: ParseThread = { worker, waiting: new Map() };
    worker.on('message', (reply: ParseReply) => {
      const waiting = thread.waiting.get(reply.id);
      if (!waiting) {
        return;
      }
      thread.waiting.delete(reply.id);
      if (thread.waiting.size === 0) {
        worker.unref();
      }
      if ('error' in reply) {
        waiting.reject(fromSentError(reply.error));
      } else {
        waiting.resolve(reply.feed);
      }
    });
    const retire = (error: Error) => {
      if (threads[slot] === thread) {
        threads[slot] = undefined;
      }
      failAll(thread, error);
    };
    worker.on('error', (error) => {
      retire(error);
      void worker.terminate();
    });
    worker.on('exit', (code) => {
      retire(new Error(`feed parse thread exited with code ${code}`));
    });
    threads[slot] = thread;
    return thread;
  };

  const pick = (): ParseThread => {
    let best: ParseThread | undefined;
    for (let slot = 0; slot < threads.length; slot += 1) {
      const thread = threads[slot] ?? spawn(slot);
      if (best === undefined || thread.waiting.size < best.waiting.size) {
        best = thread;
      }
    }
    return best as ParseThread;
  };

  for (let slot = 0; slot < threads.length; slot += 1) {
    spawn(slot);
  }

  return {
    parse(fetched, parseOptions) {
      if (closed) {
        return Promise.reject(new Error('feed parse threads are closed'));
      }
      const thread = pick();
      const id = nextId++;
      // A copy of exactly these bytes, moved to the thread: a Buffer may be a view of a larger
      // shared allocation, which must neither be sent whole nor taken from this thread.
      const body = new Uint8Array(fetched.body);
      return new Promise<ParsedFeed>((resolve, reject) => {
        thread.waiting.set(id, { resolve, reject });
        thread.worker.ref();
        const request: ParseRequest = {
          id,
          body,
          contentType: fetched.contentType,
          options: parseOptions,
        };
        thread.worker.postMessage(request, [body.buffer]);
      });
    },
    async close() {
      closed = true;
      const running = threads.filter((thread): thread is ParseThread => thread !== undefined);
      threads.fill(undefined);
      for (const thread of running) {
        failAll(thread, new Error('feed parse threads are closed'));
      }
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}

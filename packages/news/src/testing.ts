import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// A loopback feed server for tests, benchmarks and Playwright: real HTTP on 127.0.0.1 with the
// behaviours feeds have in the wild (validators, errors, redirects, endless and slow bodies).

export interface ServeOptions {
  body: string | Buffer;
  contentType?: string;
  etag?: string;
  lastModified?: string;
  /** The body is already encoded this way (a test builds the gzip bytes itself). */
  contentEncoding?: string;
}

export interface HugeOptions {
  /** Send Content-Length up front (a client may refuse before reading). */
  declareLength?: boolean;
}

type Route =
  | { kind: 'serve'; options: ServeOptions }
  | { kind: 'fail'; status: number }
  | { kind: 'redirect'; to: string; status: number }
  | { kind: 'loop' }
  | { kind: 'huge'; bytes: number; declareLength: boolean }
  | { kind: 'slow'; ms: number };

export interface FeedServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly port: number;
  url(path: string): string;
  serve(path: string, options: ServeOptions): void;
  fail(path: string, status: number): void;
  redirect(path: string, to: string, status?: number): void;
  /** Redirects to itself forever. */
  loopRedirect(path: string): void;
  /** Streams `bytes` of garbage, stopping early when the client goes away. */
  huge(path: string, bytes: number, options?: HugeOptions): void;
  /** Answers a small valid feed after `ms` milliseconds. */
  slow(path: string, ms: number): void;
  /** Requests received for `path` (any query). */
  requests(path: string): number;
  /** Headers of the latest request for `path`. */
  lastHeaders(path: string): IncomingHttpHeaders | undefined;
  /** Body bytes written for `path` so far. */
  sentBytes(path: string): number;
  /** TCP connections accepted since start. */
  connections(): number;
  close(): Promise<void>;
}

const fixturesDir = fileURLToPath(new URL('../test/fixtures/', import.meta.url));

/** Path of a fixture file in packages/news/test/fixtures. */
export function fixturePath(name: string): string {
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) {
    throw new Error(`Not a fixture name: ${name}`);
  }
  return `${fixturesDir}${name}`;
}

export function readFixture(name: string): Buffer {
  return readFileSync(fixturePath(name));
}

export const smallFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Slow Feed</title><link>https://slow.example.org/</link>
<item><title>Late arrival</title><link>https://slow.example.org/late</link></item>
</channel></rss>`;

function isNotModified(request: IncomingMessage, options: ServeOptions): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim());
    return options.etag !== undefined && (tags.includes(options.etag) || tags.includes('*'));
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince !== undefined && options.lastModified !== undefined) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Date.parse(options.lastModified) <= since;
  }
  return false;
}

function respondServe(request: IncomingMessage, response: ServerResponse, options: ServeOptions) {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/rss+xml; charset=utf-8',
  };
  if (options.etag !== undefined) {
    headers.etag = options.etag;
  }
  if (options.lastModified !== undefined) {
    headers['last-modified'] = options.lastModified;
  }
  if (isNotModified(request, options)) {
    response.writeHead(304, headers).end();
    return;
  }
  if (options.contentEncoding !== undefined) {
    headers['content-encoding'] = options.contentEncoding;
  }
  response.writeHead(200, headers).end(options.body);
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Route>();
  const requestCounts = new Map<string, number>();
  const latestHeaders = new Map<string, IncomingHttpHeaders>();
  const sent = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let connectionCount = 0;
  const garbage = Buffer.alloc(64 * 1024, 'feed-garbage ');

  function streamHuge(path: string, response: ServerResponse, bytes: number, declare: boolean) {
    response.writeHead(200, {
      'content-type': 'application/rss+xml',
      ...(declare ? { 'content-length': String(bytes) } : {}),
    });
    let written = 0;
    const writeMore = () => {
      while (written < bytes && !response.destroyed) {
        const chunk = garbage.subarray(0, Math.min(garbage.length, bytes - written));
        written += chunk.length;
        sent.set(path, written);
        if (!response.write(chunk)) {
          response.once('drain', writeMore);
          return;
        }
      }
      if (written >= bytes) {
        response.end();
      }
    };
    writeMore();
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requestCounts.set(path, (requestCounts.get(path) ?? 0) + 1);
    latestHeaders.set(path, request.headers);
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    switch (route.kind) {
      case 'serve':
        respondServe(request, response, route.options);
        return;
      case 'fail':
        response.writeHead(route.status, { 'content-type': 'text/plain' }).end('failed');
        return;
      case 'redirect':
        response.writeHead(route.status, { location: route.to }).end();
        return;
      case 'loop':
        response.writeHead(302, { location: path }).end();
        return;
      case 'huge':
        streamHuge(path, response, route.bytes, route.declareLength);
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(smallFeed);
        }, route.ms);
        timers.add(timer);
        response.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
    }
  });
  server.on('connection', () => {
    connectionCount += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    serve: (path, options) => routes.set(path, { kind: 'serve', options }),
    fail: (path, status) => routes.set(path, { kind: 'fail', status }),
    redirect: (path, to, status = 302) => routes.set(path, { kind: 'redirect', to, status }),
    loopRedirect: (path) => routes.set(path, { kind: 'loop' }),
    huge: (path, bytes, options = {}) =>
      routes.set(path, { kind: 'huge', bytes, declareLength: options.declareLength ?? false }),
    slow: (path, ms) => routes.set(path, { kind: 'slow', ms }),
    requests: (path) => requestCounts.get(path) ?? 0,
    lastHeaders: (path) => latestHeaders.get(path),
    sentBytes: (path) => sent.get(path) ?? 0,
    connections: () => connectionCount,
    close: async () => {
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

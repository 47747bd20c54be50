import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FetchFeedOptions, fetchFeed } from '../src/index.ts';
import { type FeedServer, readFixture, startFeedServer } from '../src/testing.ts';
import { failureOf } from './fetch-helpers.ts';

let server: FeedServer;
let otherServer: FeedServer;
const feedBytes = readFixture('rss2-lab-blog.xml');

beforeAll(async () => {
  server = await startFeedServer();
  otherServer = await startFeedServer();
});

afterAll(async () => {
  await server.close();
  await otherServer.close();
});

/** The loopback server is private; the tests reach it through the allow-list, by host and port. */
function fetchLocal(path: string, options: Partial<FetchFeedOptions> = {}) {
  return fetchFeed({
    url: server.url(path),
    allowPrivateHosts: [`127.0.0.1:${server.port}`],
    ...options,
  });
}

describe('fetchFeed: conditional GET', () => {
  it('answers not-modified for the ETag of the previous fetch', async () => {
    server.serve('/etag.xml', { body: feedBytes, etag: '"v1-4211"' });
    const first = await fetchLocal('/etag.xml');
    expect(first.kind).toBe('ok');
    if (first.kind !== 'ok') {
      return;
    }
    expect(first.status).toBe(200);
    expect(first.etag).toBe('"v1-4211"');
    expect(first.contentType).toBe('application/rss+xml; charset=utf-8');
    expect(first.finalUrl).toBe(server.url('/etag.xml'));
    expect(first.body.equals(feedBytes)).toBe(true);

    const second = await fetchLocal('/etag.xml', { etag: first.etag });
    expect(server.lastHeaders('/etag.xml')?.['if-none-match']).toBe('"v1-4211"');
    expect(second).toEqual({
      kind: 'not-modified',
      status: 304,
      finalUrl: server.url('/etag.xml'),
    });
  });

  it('answers not-modified for the Last-Modified of the previous fetch', async () => {
    const lastModified = 'Mon, 12 May 2025 09:14:02 GMT';
    server.serve('/last-modified.xml', { body: feedBytes, lastModified });
    const first = await fetchLocal('/last-modified.xml');
    expect(first.kind === 'ok' && first.lastModified).toBe(lastModified);
    const second = await fetchLocal('/last-modified.xml', { lastModified });
    expect(second.kind).toBe('not-modified');
    const older = await fetchLocal('/last-modified.xml', {
      lastModified: 'Sun, 11 May 2025 09:00:00 GMT',
    });
    expect(older.kind).toBe('ok');
  });
});

describe('fetchFeed: HTTP errors', () => {
  it.each([
    [500, true],
    [503, true],
    [429, true],
    [408, true],
    [404, false],
    [403, false],
    [410, false],
  ])('HTTP %i is an http-status error, transient: %s', async (status, transient) => {
    server.fail(`/status-${status}`, status);
    const error = await failureOf(fetchLocal(`/status-${status}`));
    expect(error.code).toBe('http-status');
    expect(error.status).toBe(status);
    expect(error.transient).toBe(transient);
  });
});

describe('fetchFeed: redirects', () => {
  it('follows a chain of relative and absolute redirects', async () => {
    server.serve('/final.xml', { body: feedBytes });
    server.redirect('/hop-1', '/hop-2', 301);
    server.redirect('/hop-2', server.url('/hop-3'), 307);
    server.redirect('/hop-3', 'final.xml', 308);
    const result = await fetchLocal('/hop-1');
    expect(result.kind).toBe('ok');
    expect(result.finalUrl).toBe(server.url('/final.xml'));
    expect(server.requests('/hop-2')).toBe(1);
    expect(server.requests('/hop-3')).toBe(1);
  });

  it('checks every hop: a redirect to a private address not on the allow-list is refused', async () => {
    otherServer.serve('/internal.xml', { body: feedBytes });
    server.redirect('/to-internal', otherServer.url('/internal.xml'));
    const connectionsBefore = otherServer.connections();
    const error = await failureOf(fetchLocal('/to-internal'));
    expect(error.code).toBe('blocked-address');
    expect(error.transient).toBe(false);
    expect(otherServer.connections()).toBe(connectionsBefore);
    expect(otherServer.requests('/internal.xml')).toBe(0);
  });

  it.each(['file:///etc/passwd', 'ftp://files.example.org/feed.xml', 'gopher://old.example.org/1'])(
    'refuses a redirect to %s',
    async (target) => {
      server.redirect('/to-other-scheme', target);
      const error = await failureOf(fetchLocal('/to-other-scheme'));
      expect(error.code).toBe('bad-scheme');
      expect(error.transient).toBe(false);
    },
  );

  it('gives up on an endless redirect after 5 hops', async () => {
    server.loopRedirect('/loop');
    const error = await failureOf(fetchLocal('/loop'));
    expect(error.code).toBe('too-many-redirects');
    expect(error.transient).toBe(false);
    // The first request and 5 followed redirects.
    expect(server.requests('/loop')).toBe(6);
  });

  it('honours a smaller maxRedirects', async () => {
    server.loopRedirect('/short-loop');
    const error = await failureOf(fetchLocal('/short-loop', { maxRedirects: 1 }));
    expect(error.code).toBe('too-many-redirects');
    expect(server.requests('/short-loop')).toBe(2);
  });
});

describe('fetchFeed: size limits', () => {
  const fiftyMegabytes = 50 * 1024 * 1024;

  it('refuses a 50 MB streamed body quickly and closes the connection', async () => {
    server.huge('/huge.xml', fiftyMegabytes);
    const started = performance.now();
    const error = await failureOf(fetchLocal('/huge.xml'));
    expect(error.code).toBe('too-large');
    expect(error.transient).toBe(false);
    expect(performance.now() - started).toBeLessThan(15_000);
    // The server stops writing once the client has gone: nothing more is sent afterwards.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = server.sentBytes('/huge.xml');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.sentBytes('/huge.xml')).toBe(sent);
    expect(sent).toBeLessThan(fiftyMegabytes);
  });

  it('refuses a declared Content-Length above the limit before reading', async () => {
    server.huge('/declared.xml', fiftyMegabytes, { declareLength: true });
    const error = await failureOf(fetchLocal('/declared.xml'));
    expect(error.code).toBe('too-large');
  });

  it('applies a smaller maxBytes to the body', async () => {
    server.serve('/small-limit.xml', { body: feedBytes });
    const error = await failureOf(fetchLocal('/small-limit.xml', { maxBytes: 1_000 }));
    expect(error.code).toBe('too-large');
  });

  it('decodes gzip and br bodies', async () => {
    server.serve('/gzip.xml', { body: gzipSync(feedBytes), contentEncoding: 'gzip' });
    server.serve('/br.xml', { body: brotliCompressSync(feedBytes), contentEncoding: 'br' });
    for (const path of ['/gzip.xml', '/br.xml']) {
      const result = await fetchLocal(path);
      expect(result.kind === 'ok' && result.body.equals(feedBytes)).toBe(true);
    }
  });

  it('counts decoded bytes, so a gzip or br bomb fails', async () => {
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    const gzipBomb = gzipSync(zeros, { level: 9 });
    const brBomb = brotliCompressSync(zeros, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(gzipBomb.length).toBeLessThan(1024 * 1024);
    server.serve('/bomb.gz.xml', { body: gzipBomb, contentEncoding: 'gzip' });
    server.serve('/bomb.br.xml', { body: brBomb, contentEncoding: 'br' });
    for (const path of ['/bomb.gz.xml', '/bomb.br.xml']) {
      const started = performance.now();
      const error = await failureOf(fetchLocal(path));
      expect(error.code).toBe('too-large');
      expect(performance.now() - started).toBeLessThan(15_000);
    }
  });
});

describe('fetchFeed: time', () => {
  it('times out on a slow server', async () => {
    server.slow('/slow.xml', 10_000);
    const started = performance.now();
    const error = await failureOf(fetchLocal('/slow.xml', { timeoutMs: 300 }));
    expect(error.code).toBe('timeout');
    expect(error.transient).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('stops when the caller aborts', async () => {
    server.slow('/slow-abort.xml', 10_000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    const error = await failureOf(fetchLocal('/slow-abort.xml', { signal: controller.signal }));
    expect(error.code).toBe('aborted');
    expect(error.transient).toBe(false);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('does not start when the signal is already aborted', async () => {
    const requestsBefore = server.requests('/etag.xml');
    const error = await failureOf(fetchLocal('/etag.xml', { signal: AbortSignal.abort() }));
    expect(error.code).toBe('aborted');
    expect(server.requests('/etag.xml')).toBe(requestsBefore);
  });
});

import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import { newsPipelineLimits } from '@phi/contracts/constants';
import { FeedFetchError } from './errors.ts';
import { headerValue, readLimitedBody } from './limited-body.ts';
import { type ConnectTarget, resolveTarget } from './resolve-target.ts';

export interface FetchFeedOptions {
  url: string;
  /** Validators from the previous fetch: a 304 answer means nothing changed. */
  etag?: string | null;
  lastModified?: string | null;
  /** The whole fetch: DNS, connect, every redirect and the body. */
  timeoutMs?: number;
  /** Decoded body bytes (after gzip, deflate or br), so a compression bomb fails too. */
  maxBytes?: number;
  maxRedirects?: number;
  /** Host names or `host:port` entries that may resolve to private addresses (tests only). */
  allowPrivateHosts?: readonly string[];
  signal?: AbortSignal;
  userAgent?: string;
}

export interface FeedNotModified {
  kind: 'not-modified';
  status: 304;
  finalUrl: string;
}

export interface FeedFetched {
  kind: 'ok';
  status: number;
  finalUrl: string;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  body: Buffer;
}

export type FetchFeedResult = FeedNotModified | FeedFetched;

export const defaultFeedUserAgent = 'PhiNewsFetcher/1.0';
const acceptFeeds =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5';
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function parseFeedUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch (error) {
    throw new FeedFetchError('bad-url', `Not a URL: ${raw.slice(0, 200)}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError(
      'bad-scheme',
      `Only http and https feeds are fetched, not ${url.protocol}`,
    );
  }
  return url;
}

function sendRequest(
  url: URL,
  target: ConnectTarget,
  headers: OutgoingHttpHeaders,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const options: http.RequestOptions = {
      protocol: url.protocol,
      hostname: target.hostname,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers,
      // A fresh connection per request: a pooled socket could belong to another address.
      agent: false,
      signal,
      ...(target.lookup ? { lookup: target.lookup } : {}),
    };
    const request =
      url.protocol === 'https:' ? https.request(options, resolve) : http.request(options, resolve);
    request.on('error', reject);
    request.end();
  });
}

function requestHeaders(options: FetchFeedOptions): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    'user-agent': options.userAgent ?? defaultFeedUserAgent,
    accept: acceptFeeds,
    'accept-encoding': 'gzip, deflate, br',
  };
  if (options.etag) {
    headers['if-none-match'] = options.etag;
  }
  if (options.lastModified) {
    headers['if-modified-since'] = options.lastModified;
  }
  return headers;
}

async function fetchWithRedirects(
  options: FetchFeedOptions,
  signal: AbortSignal,
): Promise<FetchFeedResult> {
  const maxRedirects = options.maxRedirects ?? newsPipelineLimits.maxRedirects;
  const maxBytes = options.maxBytes ?? newsPipelineLimits.feedMaxBytes;
  const allowList = options.allowPrivateHosts ?? [];
  const headers = requestHeaders(options);
  let url = parseFeedUrl(options.url);
  for (let redirects = 0; ; redirects += 1) {
    const target = await resolveTarget(url, allowList, signal);
    const response = await sendRequest(url, target, headers, signal);
    const status = response.statusCode ?? 0;
    const location = headerValue(response, 'location');
    if (redirectStatuses.has(status) && location !== null) {
      response.destroy();
      if (redirects >= maxRedirects) {
        throw new FeedFetchError('too-many-redirects', `More than ${maxRedirects} redirects`, {
          status,
        });
      }
      // Each hop is checked again: scheme here, address in resolveTarget.
      url = parseFeedUrl(location, url);
      continue;
    }
    if (status === 304) {
      response.destroy();
      return { kind: 'not-modified', status: 304, finalUrl: url.href };
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FeedFetchError('http-status', `Feed answered HTTP ${status}`, { status });
    }
    const body = await readLimitedBody(response, maxBytes, signal);
    return {
      kind: 'ok',
      status,
      finalUrl: url.href,
      etag: headerValue(response, 'etag'),
      lastModified: headerValue(response, 'last-modified'),
      contentType: headerValue(response, 'content-type'),
      body,
    };
  }
}

/**
 * GETs a feed without letting its URL, typed by staff or sent in a redirect, reach private
 * networks (docs/architecture.md, News pipeline). One deadline covers the whole fetch; the
 * caller's signal aborts it too.
 */
export async function fetchFeed(options: FetchFeedOptions): Promise<FetchFeedResult> {
  const timeoutMs = options.timeoutMs ?? newsPipelineLimits.fetchTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new FeedFetchError('timeout', `Feed fetch took over ${timeoutMs} ms`));
  }, timeoutMs);
  const onCallerAbort = () => {
    controller.abort(new FeedFetchError('aborted', 'Feed fetch aborted'));
  };
  if (options.signal?.aborted) {
    clearTimeout(timer);
    throw new FeedFetchError('aborted', 'Feed fetch aborted');
  }
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    return await fetchWithRedirects(options, controller.signal);
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof FeedFetchError) {
      throw controller.signal.reason;
    }
    if (error instanceof FeedFetchError) {
      throw error;
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedFetchError('network', `Feed fetch failed: ${message}`, { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

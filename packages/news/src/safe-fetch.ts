import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import { newsPipelineLimits } from '@phi/contracts/constants';
import { isAllowedPrivateHost, isBlockedAddress } from './address-policy.ts';
import { FeedFetchError } from './errors.ts';

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

interface ConnectTarget {
  hostname: string;
  port: number;
  /** Set for host names: hands the socket the addresses that were checked, never a new answer. */
  lookup?: LookupFunction;
}

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

function effectivePort(url: URL): number {
  if (url.port !== '') {
    return Number(url.port);
  }
  return url.protocol === 'https:' ? 443 : 80;
}

/** DNS lookups cannot be cancelled; the fetch stops waiting for one when its signal fires. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Hands the socket the checked addresses only. All of them passed the policy, so when a host
 * has several (IPv6 and IPv4), Node may try each in turn as it does for any host.
 */
function pinnedLookup(addresses: readonly CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const ofFamily = addresses.filter((entry) => !family || entry.family === family);
    const usable = ofFamily.length > 0 ? ofFamily : addresses;
    const first = usable[0];
    if (options.all) {
      callback(
        null,
        usable.map((entry) => ({ ...entry })),
      );
    } else if (first) {
      callback(null, first.address, first.family);
    } else {
      callback(new Error('No checked address'), '');
    }
  };
}

/**
 * Resolves the host once and refuses it when ANY answer is a blocked address, so a name with
 * one public and one private record cannot slip through. The connection then uses the checked
 * addresses only: a DNS answer that changes between check and connect (rebinding) is never
 * used, while the Host header and TLS server name stay the URL's host name.
 */
async function resolveTarget(
  url: URL,
  allowList: readonly string[],
  signal: AbortSignal,
): Promise<ConnectTarget> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = effectivePort(url);
  const allowed = isAllowedPrivateHost(allowList, hostname, port);
  if (isIP(hostname) !== 0) {
    if (!allowed && isBlockedAddress(hostname)) {
      throw new FeedFetchError('blocked-address', `Refused to fetch from ${hostname}`);
    }
    return { hostname, port };
  }
  let answers: Array<{ address: string; family: number }>;
  try {
    answers = await raceAbort(dnsLookup(hostname, { all: true, verbatim: true }), signal);
  } catch (error) {
    if (signal.aborted) {
      throw signal.reason;
    }
    throw new FeedFetchError('network', `Could not resolve ${hostname}`, { cause: error });
  }
  if (answers.length === 0) {
    throw new FeedFetchError('network', `No address for ${hostname}`);
  }
  if (!allowed && answers.some((answer) => isBlockedAddress(answer.address))) {
    throw new FeedFetchError('blocked-address', `Refused to fetch from ${hostname}`);
  }
  const checked = answers.map(({ address, family }) => ({
    address,
    family: family === 6 ? (6 as const) : (4 as const),
  }));
  return { hostname, port, lookup: pinnedLookup(checked) };
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

function headerValue(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' ? null : text;
}

function createDecoder(response: IncomingMessage) {
  const encoding = (headerValue(response, 'content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') {
    return null;
  }
  if (encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate') {
    // createUnzip reads both gzip and zlib-wrapped deflate.
    return createUnzip();
  }
  if (encoding === 'br') {
    return createBrotliDecompress();
  }
  throw new FeedFetchError('network', `Unsupported Content-Encoding: ${encoding.slice(0, 40)}`);
}

async function readLimitedBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const declared = Number(headerValue(response, 'content-length') ?? Number.NaN);
  // Compressed bytes never outnumber decoded ones, so a declared length above the limit
  // fails at once whatever the encoding.
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new FeedFetchError('too-large', `Feed declares ${declared} bytes, over ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let overLimit: FeedFetchError | null = null;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      total += chunk.length;
      if (total > maxBytes) {
        overLimit = new FeedFetchError('too-large', `Feed body is over ${maxBytes} bytes`);
        throw overLimit;
      }
      chunks.push(chunk);
    }
  };
  const decoder = createDecoder(response);
  try {
    if (decoder) {
      await pipeline(response, decoder, collect, { signal });
    } else {
      await pipeline(response, collect, { signal });
    }
  } catch (error) {
    // pipeline may report the AbortError of the streams it tore down instead of our reason.
    throw overLimit ?? error;
  }
  return Buffer.concat(chunks, total);
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
 * GETs a feed without letting the URL reach private networks (spec: chat-news-admin §4, the
 * worker fetches staff-entered feed URLs). One deadline covers the whole fetch; the caller's
 * signal aborts it too.
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

import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import { FeedFetchError } from './errors.ts';

export function headerValue(response: IncomingMessage, name: string): string | null {
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

/**
 * The body as decoded bytes (gzip, deflate, br), counted while it streams: past `maxBytes` the
 * download stops and the connection closes, so an endless body or a compression bomb fails.
 */
export async function readLimitedBody(
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

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultServerTimeouts, gatewayLimits } from '@phi/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/gateway.ts';

// Short timeouts so the slow-client cases end in a second or two; the defaults are checked
// apart, on a gateway built without options.
const timeouts = {
  requestTimeoutMs: 1_500,
  headersTimeoutMs: 1_000,
  keepAliveTimeoutMs: 1_000,
  connectionTimeoutMs: 3_000,
};
const maxBodyBytes = 64 * 1024;
const streamedEvents = 8;
const streamIntervalMs = 400;

const root = mkdtempSync(join(tmpdir(), 'phi-gateway-limits-'));
let upstream: FastifyInstance;
let gateway: FastifyInstance;
let gatewayPort = 0;
const receivedBodies: number[] = [];

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  mkdirSync(join(root, 'web'), { recursive: true });
  mkdirSync(join(root, 'admin'), { recursive: true });
  writeFileSync(join(root, 'web/route-patterns.json'), JSON.stringify({ patterns: ['/'] }));
  upstream = Fastify();
  upstream.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  upstream.post('/api/echo', async (request) => {
    receivedBodies.push((request.body as Buffer).length);
    return { ok: true };
  });
  // Like a chat answer streamed as server-sent events: longer than every gateway timeout.
  upstream.get('/api/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let sent = 0;
    const timer = setInterval(() => {
      sent += 1;
      reply.raw.write(`data: ${sent}\n\n`);
      if (sent === streamedEvents) {
        clearInterval(timer);
        reply.raw.end();
      }
    }, streamIntervalMs);
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamUrl = `http://127.0.0.1:${portOf(upstream)}`;
  gateway = await buildGateway({
    webDir: join(root, 'web'),
    adminDir: join(root, 'admin'),
    publicApiUrl: upstreamUrl,
    adminApiUrl: upstreamUrl,
    logLevel: 'silent',
    timeouts,
    maxBodyBytes,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayPort = portOf(gateway);
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

/** Opens a raw socket, writes `head`, then one byte every 200 ms; answers when it closed. */
function trickle(head: string, drip: string): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket: Socket = connect(gatewayPort, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) {
          socket.write(drip);
        }
      }, 200);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - startedAt, answer });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the gateway kept a trickling client for 15 s'));
    }, 15_000).unref();
  });
}

describe('gateway limits', () => {
  it('uses the services’ timeouts and the gateway body limit by default', async () => {
    const plain = await buildGateway({
      webDir: join(root, 'web'),
      adminDir: join(root, 'admin'),
      publicApiUrl: 'http://127.0.0.1:9',
      adminApiUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
    });
    try {
      expect(plain.server.requestTimeout).toBe(defaultServerTimeouts.requestTimeoutMs);
      expect(plain.server.headersTimeout).toBe(defaultServerTimeouts.headersTimeoutMs);
      expect(plain.server.keepAliveTimeout).toBe(defaultServerTimeouts.keepAliveTimeoutMs);
      expect(plain.server.timeout).toBe(defaultServerTimeouts.connectionTimeoutMs);
      expect(plain.initialConfig.bodyLimit).toBe(gatewayLimits.maxBodyBytes);
    } finally {
      await plain.close();
    }
  });

  it('cuts off a client that sends its headers and then trickles its body', async () => {
    const head =
      'POST /api/echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n' +
      'Content-Length: 1000\r\n\r\n';
    const { closedAfterMs, answer } = await trickle(head, 'x');
    // The request timeout plus one connection check and scheduling slack on a busy machine.
    expect(closedAfterMs).toBeLessThan(timeouts.requestTimeoutMs + 4_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(receivedBodies).toEqual([]);
  }, 20_000);

  it('cuts off a client that trickles its headers', async () => {
    const { closedAfterMs, answer } = await trickle('GET / HTTP/1.1\r\nHost: localhost\r\n', 'X');
    expect(closedAfterMs).toBeLessThan(timeouts.headersTimeoutMs + 4_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  }, 20_000);

  it('refuses a declared body over the limit with 413 before the service sees it', async () => {
    const response = await fetch(`http://127.0.0.1:${gatewayPort}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(maxBodyBytes + 1),
    });
    expect(response.status).toBe(413);
    expect(receivedBodies).toEqual([]);
    const fits = await fetch(`http://127.0.0.1:${gatewayPort}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(maxBodyBytes),
    });
    expect(fits.status).toBe(200);
    expect(receivedBodies).toEqual([maxBodyBytes]);
  });

  it('stops a chunked body at the limit', async () => {
    receivedBodies.length = 0;
    const chunks = Array.from({ length: 4 }, () => new Uint8Array(maxBodyBytes / 2));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) {
          controller.enqueue(next);
        } else {
          controller.close();
        }
      },
    });
    const status = await fetch(`http://127.0.0.1:${gatewayPort}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit).then(
      (response) => response.status,
      () => 'connection closed',
    );
    expect(status).not.toBe(200);
    expect(receivedBodies).toEqual([]);
  });

  it('keeps streaming a response that is actively sending, past every timeout', async () => {
    const startedAt = Date.now();
    const response = await fetch(`http://127.0.0.1:${gatewayPort}/api/stream`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const text = await response.text();
    expect(Date.now() - startedAt).toBeGreaterThan(timeouts.requestTimeoutMs * 2);
    expect(text.match(/^data: /gm)).toHaveLength(streamedEvents);
  }, 20_000);
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/gateway.ts';

// POST /api/chat/stream (docs/architecture.md#chat) must reach the browser event by event: the
// gateway neither buffers nor compresses text/event-stream. The upstream holds its second event
// until the test has read the first through the gateway.
const root = mkdtempSync(join(tmpdir(), 'phi-gateway-stream-'));
let gateway: FastifyInstance;
let upstream: FastifyInstance;
let releaseSecond: () => void = () => {};
const secondReleased = new Promise<void>((resolve) => {
  releaseSecond = resolve;
});

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

beforeAll(async () => {
  for (const dir of ['web', 'admin']) {
    mkdirSync(join(root, dir), { recursive: true });
  }
  writeFileSync(join(root, 'web', 'route-patterns.json'), JSON.stringify({ patterns: ['/'] }));
  upstream = Fastify();
  upstream.post('/api/chat/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    // Large enough for any compressor's threshold.
    reply.raw.write(`event: delta\ndata: {"text":"${'first '.repeat(400)}"}\n\n`);
    secondReleased
      .then(() => {
        reply.raw.end('event: done\ndata: {}\n\n');
      })
      .catch(() => reply.raw.destroy());
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  gateway = await buildGateway({
    webDir: join(root, 'web'),
    adminDir: join(root, 'admin'),
    publicApiUrl: `http://127.0.0.1:${portOf(upstream)}`,
    adminApiUrl: `http://127.0.0.1:${portOf(upstream)}`,
    logLevel: 'silent',
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  releaseSecond();
  await gateway.close();
  await upstream.close();
  rmSync(root, { recursive: true, force: true });
});

describe('gateway streaming', () => {
  it('passes text/event-stream on event by event, uncompressed', async () => {
    const response = await fetch(`http://127.0.0.1:${portOf(gateway)}/api/chat/stream`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
      body: '{"message":"hi"}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      expect(done, 'the first event arrives before the upstream sends the second').toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain('event: delta');
    expect(text).not.toContain('event: done');
    releaseSecond();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
    }
    expect(text).toContain('event: done');
  });
});

import { Writable } from 'node:stream';
import { createTestDatabase } from '@phi/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  testApp = await createTestApp({ databaseUrl: testDb.url, logger: pino({ level: 'info' }, sink) });
  testApp.app.get('/api/test/boom', async () => {
    throw new Error('connection to 10.0.0.7 refused while running SELECT * FROM jobs');
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

describe('logs', () => {
  it('carry the request id on every line of a request', async () => {
    await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'log-check-1' },
    });
    const forRequest = lines.filter((line) => line.reqId === 'log-check-1');
    expect(forRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('record a server fault in full (with the request id) while the client sees none of it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'log-check-500' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.payload).not.toContain('10.0.0.7');
    const logged = lines.find((line) => line.reqId === 'log-check-500' && line.level === 50) as
      | { err?: { message?: string; stack?: string } }
      | undefined;
    expect(logged?.err?.message).toContain('SELECT * FROM jobs');
    expect(logged?.err?.stack).toBeDefined();
  });

  it('never write the bearer token or cookies', async () => {
    await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer secret-token-value', cookie: 'session=secret-cookie' },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-token-value');
    expect(text).not.toContain('secret-cookie');
  });
});

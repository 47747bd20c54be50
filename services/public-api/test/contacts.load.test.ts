import { createTestDatabase } from '@phi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

// docs/architecture.md#quality-targets: 500 contact submissions at 50 at once store exactly 500
// rows, no error, with the limits raised as a load test must. Real HTTP on a real socket, not
// inject.
const total = 500;
const concurrency = 50;

let testDb: TestDatabase;
let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    env: {
      RATE_LIMIT_MAX: '100000',
      CONTACT_LIMIT_PER_IP_PER_HOUR: '100000',
      CONTACT_LIMIT_PER_EMAIL_PER_HOUR: '100000',
    },
  });
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

describe('POST /api/contacts under load', () => {
  it(`stores exactly ${total} rows from ${total} submissions, ${concurrency} at once`, async () => {
    let next = 0;
    const statuses: number[] = [];
    async function worker(): Promise<void> {
      while (next < total) {
        const index = next++;
        const response = await fetch(`${baseUrl}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Visitor ${index}`,
            email: `visitor${index % 25}@example.com`,
            message: `Message number ${index}`,
          }),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));

    expect(statuses).toHaveLength(total);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const { count } = await testDb.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(total);
  });
});

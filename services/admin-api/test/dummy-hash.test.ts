import { isDummyHashReady } from '@phi/security';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, deadDatabaseUrl, type TestApp } from './helper.ts';

let testApp: TestApp | undefined;

afterAll(async () => {
  await testApp?.close();
});

describe('unknown-user login timing', () => {
  it('has the dummy hash ready once the app is built, before any login', async () => {
    // This file runs in its own module instance: no login here has asked for the hash.
    expect(isDummyHashReady()).toBe(false);
    testApp = await createTestApp({ databaseUrl: deadDatabaseUrl });
    expect(isDummyHashReady()).toBe(true);
  });
});

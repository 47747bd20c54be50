import { randomBytes } from 'node:crypto';
import { getTestServerUrl } from '@phi/db/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobContract } from '../src/job.ts';
import { createProducer } from '../src/producer.ts';

// A producer whose first call finds PostgreSQL unreachable (the standalone run's database
// restarting, or not up yet) works once it is back, in the same process: BullMQ's PostgreSQL
// backend keeps the failed start of a Queue for good, so the producer opens a new one.

const pingContract = {
  name: 'test.ping',
  queue: 'test-outage',
  schema: z.object({ n: z.number() }),
} satisfies JobContract;

const databaseName = `phi_outage_${randomBytes(5).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({
    connectionString: await getTestServerUrl(),
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await admin(`drop database if exists ${databaseName} with (force)`);
});

describe('producer on postgres', () => {
  it('queues again once the database answers, after a call that found it unreachable', async () => {
    const url = new URL(await getTestServerUrl());
    url.pathname = `/${databaseName}`;
    const producer = createProducer({ backend: 'postgres', url: url.href }, 'phi-test-producer', {
      answerDeadlineMs: 10_000,
    });
    try {
      await expect(producer.enqueue(pingContract, { n: 1 })).rejects.toThrow();
      await admin(`create database ${databaseName}`);
      const jobId = await producer.enqueue(pingContract, { n: 2 });
      expect(await producer.getJobState(pingContract, jobId)).toBe('waiting');
    } finally {
      await producer.close();
    }
  });
});

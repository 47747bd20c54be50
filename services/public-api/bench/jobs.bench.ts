// pnpm bench:api (docs/architecture.md#quality-targets): GET /api/jobs against a bare Fastify
// route measured in the same run on the same machine (10 connections). The machine is shared
// and noisy, so each target runs several alternating rounds and the medians are compared, not
// single figures.
import { seed } from '@phi/db/seed';
import { createTestDatabase } from '@phi/db/testing';
import { openConnections } from '@phi/runtime';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { envSchema } from '../src/env.ts';

const connections = 10;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Round {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(url: string): Promise<Round> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

const testDb = await createTestDatabase();
await seed(testDb.db, { adminPassword: 'bench-admin-password' });
const resources = openConnections({
  applicationName: 'phi-public-api-bench',
  databaseUrl: testDb.url,
});
const env = envSchema.parse({
  DATABASE_URL: testDb.url,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
});
const app = await buildApp({ env, ...resources });
await app.listen({ port: 0, host: '127.0.0.1' });

// The baseline: the same answer body from a bare Fastify route, no database, no plugins.
const jobsUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/jobs`;
const body = await (await fetch(jobsUrl)).text();
const bare = Fastify();
bare.get('/api/jobs', async (_request, reply) => reply.type('application/json').send(body));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/api/jobs`;

const results = { bare: [] as Round[], jobs: [] as Round[] };
try {
  await measure(bareUrl);
  await measure(jobsUrl);
  for (let round = 1; round <= rounds; round++) {
    results.bare.push(await measure(bareUrl));
    results.jobs.push(await measure(jobsUrl));
  }
} finally {
  await app.close();
  await bare.close();
  await resources.close();
  await testDb.drop();
}

const summary = (rows: Round[]) => ({
  rps: median(rows.map((r) => r.requestsPerSecond)),
  p99: median(rows.map((r) => r.p99Ms)),
  errors: rows.reduce((sum, r) => sum + r.errors, 0),
});
const bareSummary = summary(results.bare);
const jobsSummary = summary(results.jobs);
const ratio = jobsSummary.rps / bareSummary.rps;
console.log(
  `GET /api/jobs (${body.length} bytes, ${connections} connections, ${rounds} x ${durationSeconds}s, medians)`,
);
console.log(
  `  bare Fastify route : ${bareSummary.rps.toFixed(0)} req/s, p99 ${bareSummary.p99} ms`,
);
console.log(
  `  public-api         : ${jobsSummary.rps.toFixed(0)} req/s, p99 ${jobsSummary.p99} ms, errors ${jobsSummary.errors}`,
);
console.log(`  throughput ratio   : ${(ratio * 100).toFixed(1)}% of bare (target >= 12%)`);
console.log(`  p99                : ${jobsSummary.p99} ms (target <= 10 ms)`);
const isMet = ratio >= 0.12 && jobsSummary.p99 <= 10 && jobsSummary.errors === 0;
console.log(isMet ? 'targets met' : 'targets NOT met');
process.exitCode = isMet ? 0 : 1;

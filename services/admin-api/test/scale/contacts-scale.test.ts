import { performance } from 'node:perf_hooks';
import { contactListQuerySchema } from '@phi/contracts/admin';
import { compileContactListQueries } from '@phi/db';
import { createTestDatabase } from '@phi/db/testing';
import { toContactListFilter, toPageRequest } from '@phi/domain/admin';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../helper.ts';
import { seedContacts, seededContactCount } from './seed-contacts.ts';

// docs/architecture.md#quality-targets: with 1,000,000 contacts, no filter combination the list
// accepts makes Postgres read the contacts table sequentially, neither for the page nor for its
// total.

const dayMs = 24 * 60 * 60 * 1000;
const filterNames = ['status', 'priority', 'source', 'assignedTo', 'search', 'dateRange'] as const;
type FilterName = (typeof filterNames)[number];

function filterInput(name: FilterName, search: string): Record<string, string> {
  const end = new Date();
  switch (name) {
    case 'status':
      return { status: 'qualified' };
    case 'priority':
      return { priority: 'high' };
    case 'source':
      return { source: 'referral' };
    case 'assignedTo':
      return { assignedTo: 'sales' };
    case 'search':
      return { search };
    case 'dateRange':
      return {
        startDate: new Date(end.getTime() - 30 * dayMs).toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
      };
  }
}

/** Every subset of the filters, the empty one included. */
function everyCombination(): FilterName[][] {
  return Array.from({ length: 2 ** filterNames.length }, (_, mask) =>
    filterNames.filter((_name, bit) => (mask >> bit) & 1),
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function scannedSequentially(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedSequentially)];
}

let testDb: TestDatabase;

async function planOf(query: CompiledQuery): Promise<PlanNode> {
  const result = await testDb.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const plan = result.rows[0]?.['QUERY PLAN'][0].Plan;
  if (!plan) {
    throw new Error('EXPLAIN answered no plan');
  }
  return plan;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const started = performance.now();
  await seedContacts(testDb.db);
  console.info(
    `seeded ${seededContactCount} contacts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}, 240_000);

afterAll(async () => {
  await testDb?.drop();
});

describe(`contacts list over ${seededContactCount.toLocaleString('en-GB')} rows`, () => {
  it('holds the seeded rows', async () => {
    const row = await testDb.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(seededContactCount);
    // The seeding rebuilt every migrated index, so the plans below are the production ones.
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'contacts'
    `.execute(testDb.db.withoutPlugins());
    expect(rows.map((index) => index.indexname)).toEqual(
      expect.arrayContaining([
        'contacts_created_at_idx',
        'contacts_status_created_at_idx',
        'contacts_filters_gin_idx',
        'contacts_name_trgm_idx',
        'contacts_email_trgm_idx',
        'contacts_company_trgm_idx',
      ]),
    );
  });

  // A rare term (about a hundred matches) and one that matches every row.
  it.each(['person 4242', 'person'])(
    'never scans contacts sequentially, for any of the 64 filter combinations (search %j)',
    async (search) => {
      const failures: string[] = [];
      const combinations = everyCombination();
      for (const combination of combinations) {
        const input = Object.assign(
          { page: '3' },
          ...combination.map((name) => filterInput(name, search)),
        );
        const query = contactListQuerySchema.parse(input);
        const compiled = compileContactListQueries(
          testDb.db,
          toContactListFilter(query),
          toPageRequest(query),
        );
        for (const [label, statement] of Object.entries(compiled)) {
          if (scannedSequentially(await planOf(statement)).includes('contacts')) {
            failures.push(`${label} [${combination.join(', ') || 'no filter'}]`);
          }
        }
      }
      expect(combinations).toHaveLength(64);
      expect(failures).toEqual([]);
    },
  );

  // "Unassigned" and the suspected spam list are real filters too (docs/architecture.md,
  // departures 12 and 13): alone, together and beside the others, still no sequential scan.
  it('never scans contacts sequentially for "Unassigned" or the suspected spam list', async () => {
    const failures: string[] = [];
    const extras: Record<string, string>[] = [
      { assignedTo: 'unassigned' },
      { view: 'spam' },
      { assignedTo: 'unassigned', view: 'spam' },
    ];
    const others: FilterName[][] = [
      [],
      ['status'],
      ['priority'],
      ['source'],
      ['search'],
      ['dateRange'],
      ['status', 'priority', 'dateRange'],
    ];
    for (const extra of extras) {
      for (const combination of others) {
        for (const search of ['person 4242', 'person']) {
          if (search === 'person' && !combination.includes('search')) {
            continue;
          }
          const input = Object.assign(
            { page: '3' },
            ...combination.map((name) => filterInput(name, search)),
            extra,
          );
          const query = contactListQuerySchema.parse(input);
          const compiled = compileContactListQueries(
            testDb.db,
            toContactListFilter(query),
            toPageRequest(query),
          );
          for (const [label, statement] of Object.entries(compiled)) {
            if (scannedSequentially(await planOf(statement)).includes('contacts')) {
              failures.push(`${label} ${JSON.stringify(input)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

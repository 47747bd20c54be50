import type { ApplicationStatus, ContactSource, ContactStatus } from '@phi/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export type AnalyticsBucketUnit = 'day' | 'week';

export interface ContactBucketCount {
  /** First day of the bucket, YYYY-MM-DD (UTC; a week starts on Monday). */
  period: string;
  status: ContactStatus;
  source: ContactSource;
  count: number;
}

export interface ApplicationBucketCount {
  period: string;
  status: ApplicationStatus;
  count: number;
}

const periodOf = (unit: AnalyticsBucketUnit) =>
  sql<string>`to_char(date_trunc(${unit}, created_at at time zone 'UTC'), 'YYYY-MM-DD')`;

/** Contacts created in [from, before), counted per bucket, status and source; no suspected spam. */
export async function countContactsByPeriod(
  db: Kysely<Database>,
  unit: AnalyticsBucketUnit,
  from: Date,
  before: Date,
): Promise<ContactBucketCount[]> {
  const rows = await db
    .selectFrom('contacts')
    .select([periodOf(unit).as('period'), 'status', 'source'])
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('spamReason', 'is', null)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', before)
    .groupBy(['period', 'status', 'source'])
    .orderBy('period')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Applications created in [from, before), counted per bucket and status. */
export async function countApplicationsByPeriod(
  db: Kysely<Database>,
  unit: AnalyticsBucketUnit,
  from: Date,
  before: Date,
): Promise<ApplicationBucketCount[]> {
  const rows = await db
    .selectFrom('jobApplications')
    .select([periodOf(unit).as('period'), 'status'])
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('createdAt', '>=', from)
    .where('createdAt', '<', before)
    .groupBy(['period', 'status'])
    .orderBy('period')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

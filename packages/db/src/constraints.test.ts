import {
  adminRoles,
  applicationAssignees,
  applicationStatuses,
  contactAssignees,
  contactSources,
  contactSpamReasons,
  contactStatuses,
  jobTypes,
  newsArticleFetchStatuses,
  newsCategories,
  newsFetchLogStatuses,
  newsSourceStatuses,
  newsSourceTypes,
  priorities,
  ratingRange,
  ratingValues,
  voicebotProfileStatuses,
  voiceSessionStatuses,
  voiceSummaryKinds,
  voiceTranscriptSpeakers,
} from '@phi/contracts';
import { featuredPins } from '@phi/contracts/admin';
import { newsFetchTriggers } from '@phi/contracts/jobs';
import { ragIndexStates, webVitalRatings } from '@phi/contracts/public';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';

const checkViolation = { code: '23514' };

function contact(overrides: Record<string, unknown> = {}) {
  return { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello', ...overrides };
}

// Each enumeration's CHECK constraint holds exactly the values @phi/contracts exports.
const enumerationChecks: [constraint: string, values: readonly (string | number)[]][] = [
  ['contacts_status_check', contactStatuses],
  ['contacts_priority_check', priorities],
  ['contacts_source_check', contactSources],
  ['contacts_assigned_to_check', contactAssignees],
  ['contacts_spam_reason_check', contactSpamReasons],
  ['job_applications_status_check', applicationStatuses],
  ['job_applications_priority_check', priorities],
  ['job_applications_assigned_to_check', applicationAssignees],
  ['jobs_type_check', jobTypes],
  ['news_sources_status_check', newsSourceStatuses],
  ['news_sources_type_check', newsSourceTypes],
  ['news_articles_category_check', newsCategories],
  ['news_articles_fetch_status_check', newsArticleFetchStatuses],
  ['news_fetch_logs_status_check', newsFetchLogStatuses],
  ['news_articles_featured_pin_check', featuredPins],
  ['news_fetch_logs_trigger_check', newsFetchTriggers],
  ['voice_sessions_status_check', voiceSessionStatuses],
  ['voice_sessions_summary_check', voiceSummaryKinds],
  ['voice_session_turns_speaker_check', voiceTranscriptSpeakers],
  ['voicebot_profiles_status_check', voicebotProfileStatuses],
  ['admin_users_role_check', adminRoles],
  ['monitoring_web_vitals_rating_check', webVitalRatings],
  ['voicebot_index_runs_state_check', ragIndexStates],
];

// Enumerations no client ever sends or reads, so the contracts publish no values for them:
// the server alone writes a stored file's purpose and a knowledge document's source.
const internalEnumerationChecks = [
  'stored_files_purpose_check',
  'knowledge_documents_source_check',
  // The monitoring ingest sorts reports itself (docs/architecture.md#monitoring).
  'monitoring_errors_level_check',
  'monitoring_events_kind_check',
  // The demo voice assistants' rows, written by services/voice-agent alone; no client reads
  // them yet (their values are the table types' in packages/db/src/schema/voice-demo-tables.ts).
  'hotel_bookings_status_check',
  'restaurant_orders_status_check',
  'hospital_appointments_status_check',
];

// Checks that compare a column with one literal without being an enumeration: is_featured
// follows featured_pin (news-constraints.test.ts); a knowledge document without a voice bot
// belongs to the 'site' collection.
const singleLiteralChecks = [
  'news_articles_is_featured_check',
  'knowledge_documents_collection_check',
];

// How pg_get_constraintdef prints `x in ('a', 'b')` (= ANY (ARRAY[...])) and `x in ('a')`
// (= 'a'::text).
const enumerationDefinition = /= ANY \(|= '[^']*'::[a-z ]+\)/;

function quotedValues(definition: string): string[] {
  return [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

describe('constraints', () => {
  const context = useTestDatabase();

  it('rejects a contact status outside the enumeration', async () => {
    await expect(
      context.db
        .insertInto('contacts')
        .values(contact({ status: 'bogus' as never }))
        .execute(),
    ).rejects.toMatchObject(checkViolation);
  });

  it('rejects an application status, a priority and a source outside their enumerations', async () => {
    await expect(
      context.db
        .insertInto('contacts')
        .values(contact({ priority: 'urgent' as never }))
        .execute(),
    ).rejects.toMatchObject(checkViolation);
    await expect(
      context.db
        .insertInto('contacts')
        .values(contact({ source: 'billboard' as never }))
        .execute(),
    ).rejects.toMatchObject(checkViolation);
    await expect(
      context.db
        .insertInto('jobApplications')
        .values({
          personalInfo: '{}',
          experience: '[]',
          education: '[]',
          coverLetter: 'Hi',
          resumeUrl: '/api/admin/files/x',
          status: 'hired' as never,
        })
        .execute(),
    ).rejects.toMatchObject(checkViolation);
  });

  async function readChecks(): Promise<Map<string, string>> {
    const { rows } = await sql<{ conname: string; definition: string }>`
      select conname, pg_get_constraintdef(oid) as definition from pg_constraint
      where contype = 'c' and connamespace = current_schema()::regnamespace
    `.execute(context.db.withoutPlugins());
    return new Map(rows.map((row) => [row.conname, row.definition]));
  }

  it('holds exactly the contract values in every enumeration check', async () => {
    const checks = await readChecks();
    for (const [constraint, values] of enumerationChecks) {
      const definition = checks.get(constraint) ?? '';
      expect(quotedValues(definition).sort(), constraint).toEqual([...values].map(String).sort());
    }
  });

  it('compares every enumeration check in the database with the contracts', async () => {
    const checks = await readChecks();
    const enumerations = [...checks]
      .filter(
        ([constraint, definition]) =>
          enumerationDefinition.test(definition) && !singleLiteralChecks.includes(constraint),
      )
      .map(([constraint]) => constraint)
      .sort();
    const compared = [
      ...enumerationChecks.map(([constraint]) => constraint),
      ...internalEnumerationChecks,
    ].sort();
    expect(enumerations).toEqual(compared);
  });

  it('bounds the rating by the contract range', async () => {
    const definition = (await readChecks()).get('job_applications_rating_check') ?? '';
    const bounds = /rating >= (-?\d+)\) AND \(rating <= (-?\d+)/.exec(definition);
    expect(bounds?.slice(1).map(Number)).toEqual([ratingRange.min, ratingRange.max]);
    expect([Math.min(...ratingValues), Math.max(...ratingValues)]).toEqual([
      ratingRange.min,
      ratingRange.max,
    ]);
  });

  it('takes an assignee from its own list, or none', async () => {
    for (const assignedTo of [...contactAssignees, null]) {
      await context.db.insertInto('contacts').values(contact({ assignedTo })).execute();
    }
    await expect(
      context.db
        .insertInto('contacts')
        .values(contact({ assignedTo: 'recruiter' as never }))
        .execute(),
    ).rejects.toMatchObject(checkViolation);

    const application = (assignedTo: string | null) => ({
      personalInfo: '{}',
      experience: '[]',
      education: '[]',
      coverLetter: 'Hi',
      resumeUrl: '/api/admin/files/x',
      assignedTo: assignedTo as never,
    });
    for (const assignedTo of [...applicationAssignees, null]) {
      await context.db.insertInto('jobApplications').values(application(assignedTo)).execute();
    }
    for (const assignedTo of ['sales', '']) {
      await expect(
        context.db.insertInto('jobApplications').values(application(assignedTo)).execute(),
      ).rejects.toMatchObject(checkViolation);
    }
  });

  it('fills the spec defaults of a contact', async () => {
    const row = await context.db
      .insertInto('contacts')
      .values(contact())
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'new',
      priority: 'medium',
      source: 'contact_form',
      company: null,
      assignedTo: null,
      lastContactedAt: null,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('accepts ratings 0 to 5 only', async () => {
    const job = await context.db
      .insertInto('jobs')
      .values({ title: 'T', location: 'L', description: 'D' })
      .returning(['id', 'type', 'isActive', 'requirements'])
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ type: 'Full Time', isActive: true, requirements: [] });
    const application = (rating: number) => ({
      jobId: job.id,
      personalInfo: '{}',
      experience: '[]',
      education: '[]',
      coverLetter: 'Hi',
      resumeUrl: '/api/admin/files/x',
      rating,
    });
    for (const rating of [0, 5]) {
      await context.db.insertInto('jobApplications').values(application(rating)).execute();
    }
    for (const rating of [-1, 6]) {
      await expect(
        context.db.insertInto('jobApplications').values(application(rating)).execute(),
      ).rejects.toMatchObject(checkViolation);
    }
  });

  it('keeps job_applications.updated_at current through a trigger', async () => {
    const created = await context.db
      .insertInto('jobApplications')
      .values({
        personalInfo: '{"firstName":"Grace"}',
        experience: '[]',
        education: '[]',
        coverLetter: 'Hi',
        resumeUrl: '/api/admin/files/x',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(created.jobId).toBeNull();
    expect(created.updatedAt.getTime()).toBe(created.createdAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const updated = await context.db
      .updateTable('jobApplications')
      .set({ status: 'reviewing' })
      .where('id', '=', created.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(updated.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());
  });

  it('refuses to delete a job that has applications', async () => {
    const job = await context.db
      .insertInto('jobs')
      .values({ title: 'T', location: 'L', description: 'D' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await context.db
      .insertInto('jobApplications')
      .values({
        jobId: job.id,
        personalInfo: '{}',
        experience: '[]',
        education: '[]',
        coverLetter: 'Hi',
        resumeUrl: '/api/admin/files/x',
      })
      .execute();
    await expect(
      context.db.deleteFrom('jobs').where('id', '=', job.id).execute(),
      // Postgres 15 reports a foreign key violation, 18 a restrict violation.
    ).rejects.toMatchObject({ code: expect.stringMatching(/^(23503|23001)$/) });
  });

  it('enforces the schema limits of §9', async () => {
    const profile = (voicebotId: string) => ({ voicebotId, companyName: 'Acme' });
    await context.db
      .insertInto('voicebotProfiles')
      .values(profile('v'.repeat(255)))
      .execute();
    await expect(
      context.db
        .insertInto('voicebotProfiles')
        .values(profile('v'.repeat(256)))
        .execute(),
    ).rejects.toMatchObject({ code: '22001' });
    const metric = await context.db
      .insertInto('voicebotMetrics')
      .values({ voicebotId: 'v1', actionType: 'tool_call', costUsd: '0.1234567' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(metric).toMatchObject({ id: 1, success: true, costUsd: '0.123457' });
  });

  it('binds a stored file to one record, stamping when and by whom together', async () => {
    const file = {
      purpose: 'resume' as const,
      originalName: 'CV.pdf',
      sanitizedName: 'CV.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1234,
      sha256: 'a'.repeat(64),
      storageKey: 'resumes/abc.pdf',
    };
    await expect(
      context.db
        .insertInto('storedFiles')
        .values({ ...file, usedAt: new Date() })
        .execute(),
    ).rejects.toMatchObject(checkViolation);
    await expect(
      context.db
        .insertInto('storedFiles')
        .values({ ...file, sha256: 'XYZ' })
        .execute(),
    ).rejects.toMatchObject(checkViolation);
    await context.db.insertInto('storedFiles').values(file).execute();
    await expect(context.db.insertInto('storedFiles').values(file).execute()).rejects.toMatchObject(
      { code: '23505' },
    );
  });
});

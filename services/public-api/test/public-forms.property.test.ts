import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApplicationFormInput, contactServices } from '@phi/contracts/public';
import { createTestDatabase } from '@phi/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResume, validForm, validSubmission } from './application-fixtures.ts';
import { createTestApp, type TestApp, type TestDatabase } from './helper.ts';

// Whatever a client sends to the JSON endpoints, the answer is a client error or a success:
// never a 5xx (no unhandled parse, no constraint violation, no oversized column).
let testDb: TestDatabase;
let testApp: TestApp;
let filesDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'phi-fuzz-'));
  testApp = await createTestApp({
    databaseUrl: testDb.url,
    env: {
      FILES_DIR: filesDir,
      RATE_LIMIT_MAX: '100000',
      CONTACT_LIMIT_PER_IP_PER_HOUR: '100000',
      CONTACT_LIMIT_PER_EMAIL_PER_HOUR: '100000',
      APPLICATION_LIMIT_PER_IP_PER_HOUR: '100000',
      RESUME_UPLOAD_LIMIT_PER_IP_PER_HOUR: '100000',
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
  await rm(filesDir, { recursive: true, force: true });
});

// Characters that break naive code: NUL (PostgreSQL refuses it), a lone surrogate, a bidi
// override, CR/LF, quotes.
const nastyCharacter = fc.constantFrom('\u0000', '\uD800', '\u202E', '\r\n', "'", '"', '\\');
const text = fc.oneof(
  {
    arbitrary: fc.tuple(fc.string(), nastyCharacter, fc.string()).map((parts) => parts.join('')),
    weight: 3,
  },
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('', ' ', '\u0000', '\u202E', "'; drop table contacts; --", 'a'.repeat(6000)),
);
const anyValue = fc.oneof(text, fc.anything(), fc.constant(null));

/** Mostly the valid value, sometimes a hostile one: failures deep in the handler get reached. */
function mostly<T>(valid: T) {
  return fc.oneof({ arbitrary: fc.constant(valid), weight: 3 }, { arbitrary: anyValue, weight: 1 });
}

/** An object whose fields are each valid or hostile, some left out. */
function mutated(valid: Record<string, unknown>) {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(valid)) {
    model[key] = mostly(value);
  }
  return fc.record(model, { requiredKeys: Object.keys(valid).slice(1) });
}

const jsonOf = (value: unknown) => JSON.stringify(value) ?? 'null';

/** A valid object with exactly one field replaced: reaches the database with hostile text. */
function oneFieldReplaced(valid: Record<string, unknown>) {
  return fc
    .tuple(
      fc.constantFrom(...Object.keys(valid)),
      fc.oneof({ arbitrary: text, weight: 4 }, anyValue),
    )
    .map(([key, value]) => ({ ...valid, [key]: value }));
}

const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  service: 'voice-agents',
  message: 'Hello',
};

function expectNo5xx(statusCode: number, body: string): void {
  expect(statusCode, body).toBeLessThan(500);
}

describe('POST /api/contacts never answers 5xx', () => {
  it('for arbitrary JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (payload) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/contacts',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expectNo5xx(response.statusCode, response.body);
      }),
      { numRuns: 150 },
    );
  });

  it('for contact-shaped bodies with hostile values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: mostly('Ada Lovelace'),
          email: fc.oneof(fc.emailAddress(), text),
          company: mostly('Analytical Engines'),
          service: fc.oneof(fc.constantFrom(...contactServices, ''), anyValue),
          message: mostly('Hello'),
          website: mostly(''),
          startedAt: mostly(0),
        }),
        async (payload) => {
          const response = await testApp.app.inject({
            method: 'POST',
            url: '/api/contacts',
            payload,
          });
          expectNo5xx(response.statusCode, response.body);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('for a valid body with one field replaced by hostile text', async () => {
    await fc.assert(
      fc.asyncProperty(oneFieldReplaced(validContact), async (payload) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/contacts',
          payload,
        });
        expectNo5xx(response.statusCode, response.body);
      }),
      { numRuns: 300 },
    );
  });
});

describe('POST /api/jobs/:jobId/apply never answers 5xx', () => {
  it('for a valid body with one field, one form field or one skill replaced', async () => {
    const form = validForm;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          oneFieldReplaced(form.personalInfo).map((personalInfo) => ({ personalInfo })),
          oneFieldReplaced({ ...form.experience[0] }).map((entry) => ({ experience: [entry] })),
          oneFieldReplaced({ ...form.education[0] }).map((entry) => ({ education: [entry] })),
          fc.array(text, { maxLength: 3 }).map((skills) => ({ skills })),
          text.map((coverLetter) => ({ coverLetter })),
        ),
        async (change) => {
          // Each run gets its own upload so that a stored application never makes the next
          // one a double submit.
          const resumeUrl = await uploadResume(testApp.app);
          // Hostile values do not fit the form's types, on purpose.
          const hostileForm = { ...form, ...change } as ApplicationFormInput;
          const payload = validSubmission('general', resumeUrl, hostileForm);
          const response = await testApp.app.inject({
            method: 'POST',
            url: '/api/jobs/general/apply',
            payload,
          });
          expectNo5xx(response.statusCode, response.body);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('for application-shaped bodies with hostile values', async () => {
    const resumeUrl = await uploadResume(testApp.app);
    const valid = validSubmission('general', resumeUrl);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('general', '00000000-0000-4000-8000-000000000000', 'x%00y', '..'),
        fc.record(
          {
            jobId: fc.oneof(fc.constant('general'), anyValue),
            personalInfo: fc.oneof(
              fc.constant(valid.personalInfo),
              mutated(validForm.personalInfo).map(jsonOf),
              anyValue,
            ),
            experience: fc.oneof(
              fc.constant(valid.experience),
              fc.array(mutated({ ...validForm.experience[0] }), { maxLength: 3 }).map(jsonOf),
              anyValue,
            ),
            education: fc.oneof(
              fc.constant(valid.education),
              fc.array(mutated({ ...validForm.education[0] }), { maxLength: 3 }).map(jsonOf),
              anyValue,
            ),
            skills: fc.oneof(fc.array(text, { maxLength: 5 }), anyValue),
            coverLetter: mostly(validForm.coverLetter),
            resumeUrl: fc.oneof(
              fc.constant(resumeUrl),
              fc.uuid().map((id) => `/api/admin/files/${id}`),
              anyValue,
            ),
          },
          { requiredKeys: [] },
        ),
        async (jobId, payload) => {
          const response = await testApp.app.inject({
            method: 'POST',
            url: `/api/jobs/${encodeURIComponent(jobId)}/apply`,
            payload,
          });
          expectNo5xx(response.statusCode, response.body);
        },
      ),
      { numRuns: 300 },
    );
  });
});

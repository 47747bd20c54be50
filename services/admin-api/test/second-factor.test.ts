import {
  adminLoginAnswerSchema,
  adminLoginResponseSchema,
  adminLoginTotpChallengeSchema,
  adminTotpEnrolmentSchema,
  adminTotpRecoveryCodesSchema,
  adminUserResponseSchema,
} from '@phi/contracts/admin';
import { listAuditEntriesFor } from '@phi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotpCode } from '../src/second-factor/totp.ts';
import { type SignedInAdmin, signInAdmin } from './admin-fixtures.ts';
import {
  createSeededDatabase,
  createTestApp,
  type TestApp,
  type TestDatabase,
  testAdmin,
} from './helper.ts';
import { clientAddress } from './session-helper.ts';

let testDb: TestDatabase;
let testApp: TestApp;
let admin: SignedInAdmin;
const password = 'totp user long password';

beforeAll(async () => {
  testDb = await createSeededDatabase();
  testApp = await createTestApp({ databaseUrl: testDb.url });
  admin = await signInAdmin(testApp);
});

afterAll(async () => {
  await testApp.close();
  await testDb.drop();
});

function call(method: 'GET' | 'POST', url: string, token: SignedInAdmin, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: token.headers,
    remoteAddress: clientAddress(),
    ...(payload ? { payload } : {}),
  });
}

function login(app: TestApp, username: string, secret: string, remoteAddress = clientAddress()) {
  return app.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: secret },
    remoteAddress,
  });
}

function loginCode(app: TestApp, challengeToken: string, code: string, remoteAddress: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/admin/login/totp',
    payload: { challengeToken, code },
    remoteAddress,
  });
}

async function createAdmin(username: string): Promise<SignedInAdmin> {
  const created = await call('POST', '/api/admin/users', admin, {
    username,
    email: `${username}@example.test`,
    password,
  });
  adminUserResponseSchema.parse(created.json());
  return signInAdmin(testApp, { username, password });
}

/** Enrols the admin the way the Settings page does; answers the secret and recovery codes. */
async function enrol(token: SignedInAdmin, at = new Date()) {
  const started = await call('POST', '/api/admin/me/totp/enrolment', token);
  expect(started.statusCode, started.payload).toBe(200);
  const enrolment = adminTotpEnrolmentSchema.parse(started.json());
  const confirmed = await call('POST', '/api/admin/me/totp/confirm', token, {
    code: generateTotpCode(enrolment.secret, at),
  });
  expect(confirmed.statusCode, confirmed.payload).toBe(200);
  return { ...enrolment, ...adminTotpRecoveryCodesSchema.parse(confirmed.json()) };
}

/** A whole period before now, so the next code at `now` has a later step than the enrolment's. */
const earlier = () => new Date(Date.now() - 30_000);

describe('enrolment', () => {
  it('answers a QR code (SVG) and the secret once, and stores the secret encrypted', async () => {
    const grace = await createAdmin('grace');
    const started = await call('POST', '/api/admin/me/totp/enrolment', grace);
    const enrolment = adminTotpEnrolmentSchema.parse(started.json());
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/Phi%20Admin:grace\?issuer=Phi%20Admin&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(enrolment.qrCodeSvg.startsWith('<svg')).toBe(true);
    expect(started.headers['cache-control']).toBe('no-store');

    // A wrong code leaves the factor off.
    const wrong = await call('POST', '/api/admin/me/totp/confirm', grace, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'TOTP_CODE_INVALID',
      error: 'The authentication code is incorrect or has already been used.',
    });

    const confirmed = await call('POST', '/api/admin/me/totp/confirm', grace, {
      code: generateTotpCode(enrolment.secret, new Date()),
    });
    const { recoveryCodes } = adminTotpRecoveryCodesSchema.parse(confirmed.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    }

    const row = await testDb.db
      .selectFrom('adminUsers')
      .selectAll()
      .where('username', '=', 'grace')
      .executeTakeFirstOrThrow();
    expect(row.totpSecret).not.toBeNull();
    expect(row.totpSecret).not.toContain(enrolment.secret);
    expect(row.totpPendingSecret).toBeNull();
    const stored = JSON.stringify(
      await testDb.db
        .selectFrom('adminRecoveryCodes')
        .selectAll()
        .where('adminUserId', '=', grace.id)
        .execute(),
    );
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
    }

    const status = await call('GET', '/api/admin/me/totp', grace);
    expect(status.json()).toMatchObject({
      isEnabled: true,
      recoveryCodesLeft: 10,
      isRequired: false,
    });
    // Never answered again: a second enrolment is refused while the factor is on.
    const again = await call('POST', '/api/admin/me/totp/enrolment', grace);
    expect(again.statusCode).toBe(409);
    expect(again.payload).not.toContain(enrolment.secret);
    const audit = await listAuditEntriesFor(testDb.db, 'admin_user', grace.id);
    expect(audit.map((entry) => entry.action)).toContain('enable_totp');
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password and signs in with it, refusing its replay', async () => {
    const ada = await createAdmin('ada');
    const { secret } = await enrol(ada, earlier());

    const first = await login(testApp, 'ada', password);
    expect(first.statusCode).toBe(200);
    const challenge = adminLoginTotpChallengeSchema.parse(first.json());
    expect(first.json()).not.toHaveProperty('accessToken');
    expect(first.cookies).toEqual([]);
    // The challenge is no access token.
    const misuse = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${challenge.challengeToken}` },
    });
    expect(misuse.statusCode).toBe(401);

    const code = generateTotpCode(secret, new Date());
    const address = clientAddress();
    const second = await loginCode(testApp, challenge.challengeToken, code, address);
    expect(second.statusCode, second.payload).toBe(200);
    const session = adminLoginResponseSchema.parse(second.json());
    expect(session.user.username).toBe('ada');
    expect(second.cookies.map((cookie) => cookie.name)).toEqual(['__Host-phi_refresh']);

    // The same code again, even with a fresh password step, is refused.
    const again = adminLoginTotpChallengeSchema.parse(
      (await login(testApp, 'ada', password)).json(),
    );
    const replay = await loginCode(testApp, again.challengeToken, code, clientAddress());
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('TOTP_CODE_INVALID');
  });

  it('takes each recovery code once', async () => {
    const mary = await createAdmin('mary');
    const { recoveryCodes } = await enrol(mary, earlier());
    const [recovery = ''] = recoveryCodes;
    const challenge = adminLoginTotpChallengeSchema.parse(
      (await login(testApp, 'mary', password)).json(),
    );
    // Typed in capitals without dashes, as people do.
    const typed = recovery.replaceAll('-', '').toUpperCase();
    expect(
      (await loginCode(testApp, challenge.challengeToken, typed, clientAddress())).statusCode,
    ).toBe(200);
    const reused = await loginCode(testApp, challenge.challengeToken, recovery, clientAddress());
    expect(reused.statusCode).toBe(400);
    const status = await call('GET', '/api/admin/me/totp', mary);
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('throttles wrong codes like wrong passwords and refuses a forged challenge', async () => {
    const hedy = await createAdmin('hedy');
    await enrol(hedy, earlier());
    const challenge = adminLoginTotpChallengeSchema.parse(
      (await login(testApp, 'hedy', password)).json(),
    );
    const address = clientAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      answers.push(
        (await loginCode(testApp, challenge.challengeToken, '123456', address)).statusCode,
      );
    }
    // Three free failures at one account from one address; the fourth earns a wait.
    expect(answers).toEqual([400, 400, 400, 400]);
    const waited = await loginCode(testApp, challenge.challengeToken, '123456', address);
    expect(waited.statusCode).toBe(429);
    expect(waited.headers['retry-after']).toMatch(/^\d+$/);
    expect(waited.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ seconds? /,
    );

    const forged = await loginCode(testApp, admin.accessToken, '123456', clientAddress());
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({
      code: 'SIGN_IN_CHALLENGE_EXPIRED',
      error: 'The sign-in took too long. Please enter your password again.',
    });
  });
});

describe('turning the second factor off', () => {
  it('needs the password and a code', async () => {
    const katherine = await createAdmin('katherine');
    const { secret } = await enrol(katherine, earlier());
    const wrongPassword = await call('POST', '/api/admin/me/totp/disable', katherine, {
      password: 'not the password',
      code: generateTotpCode(secret, new Date()),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('CURRENT_PASSWORD_INVALID');
    const wrongCode = await call('POST', '/api/admin/me/totp/disable', katherine, {
      password,
      code: '000000',
    });
    expect(wrongCode.json().code).toBe('TOTP_CODE_INVALID');
    const off = await call('POST', '/api/admin/me/totp/disable', katherine, {
      password,
      code: generateTotpCode(secret, new Date()),
    });
    expect(off.statusCode, off.payload).toBe(200);
    const signIn = adminLoginAnswerSchema.parse(
      (await login(testApp, 'katherine', password)).json(),
    );
    expect('accessToken' in signIn).toBe(true);
    const codes = await testDb.db
      .selectFrom('adminRecoveryCodes')
      .select('id')
      .where('adminUserId', '=', katherine.id)
      .execute();
    expect(codes).toEqual([]);
  });
});

describe('ADMIN_REQUIRE_TOTP=true', () => {
  let strictApp: TestApp;

  beforeAll(async () => {
    strictApp = await createTestApp({
      databaseUrl: testDb.url,
      env: { ADMIN_REQUIRE_TOTP: 'true' },
    });
  });

  afterAll(async () => {
    await strictApp.close();
  });

  it('lets an admin without a second factor only enrol, then everything', async () => {
    const response = await login(strictApp, testAdmin.username, testAdmin.password);
    const body = adminLoginResponseSchema.parse(response.json());
    expect(body.user.mustEnrolTotp).toBe(true);
    const token = {
      id: body.user.id,
      accessToken: body.accessToken,
      refreshToken: '',
      headers: { authorization: `Bearer ${body.accessToken}` },
    };
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      strictApp.app.inject({
        method,
        url,
        headers: token.headers,
        remoteAddress: clientAddress(),
        ...(payload ? { payload } : {}),
      });

    const blocked = await inject('GET', '/api/admin/contacts');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'TOTP_ENROLMENT_REQUIRED',
      error: 'Set up two-factor authentication before you continue.',
    });
    expect((await inject('GET', '/api/admin/me')).json().user.mustEnrolTotp).toBe(true);
    expect((await inject('GET', '/api/admin/me/totp')).json()).toMatchObject({
      isEnabled: false,
      isRequired: true,
    });

    const enrolment = adminTotpEnrolmentSchema.parse(
      (await inject('POST', '/api/admin/me/totp/enrolment')).json(),
    );
    const confirmed = await inject('POST', '/api/admin/me/totp/confirm', {
      code: generateTotpCode(enrolment.secret, new Date()),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/contacts')).statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/me')).json().user).not.toHaveProperty('mustEnrolTotp');
  });
});

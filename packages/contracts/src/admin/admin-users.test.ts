import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminPasswordLength } from '../constants.ts';
import { adminUsersMessages, storedRecordMessages } from '../messages/admin.ts';
import {
  adminEmailUpdateSchema,
  adminSuccessResponseSchema,
  adminTotpDisableSchema,
} from './admin-account.ts';
import {
  adminUserCreateSchema,
  ownPasswordChangeResponseSchema,
  ownPasswordChangeSchema,
} from './admin-users.ts';
import { adminUserSchema } from './auth.ts';

describe('admin user contracts', () => {
  it('creates with username, e-mail and a long enough password, nothing else', () => {
    expect(
      adminUserCreateSchema.parse({
        username: ' grace ',
        email: 'grace@example.test',
        password: 'x'.repeat(adminPasswordLength.min),
        role: 'root',
      }),
    ).toEqual({
      username: 'grace',
      email: 'grace@example.test',
      password: 'x'.repeat(adminPasswordLength.min),
    });
    const short = adminUserCreateSchema.safeParse({
      username: 'grace',
      email: 'grace@example.test',
      password: 'x'.repeat(adminPasswordLength.min - 1),
    });
    expect(short.error?.issues[0]?.message).toBe(
      storedRecordMessages.passwordTooShort(adminPasswordLength.min),
    );
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 12 characters');
  });

  it('takes the password as plain input and never answers with it', () => {
    const password = ' spaced out password ';
    expect(
      adminUserCreateSchema.parse({ username: 'grace', email: 'grace@example.test', password })
        .password,
    ).toBe(password);
    expect(Object.keys(adminUserSchema.shape)).not.toContain('password');
  });

  it('asks for the current password and a different, long enough new one', () => {
    const missing = ownPasswordChangeSchema.safeParse({
      currentPassword: '',
      newPassword: 'a brand new password',
    });
    expect(missing.error?.issues[0]?.message).toBe(adminUsersMessages.currentPasswordRequired);
    const same = ownPasswordChangeSchema.safeParse({
      currentPassword: 'a brand new password',
      newPassword: 'a brand new password',
    });
    expect(same.error?.issues).toMatchObject([
      { path: ['newPassword'], message: adminUsersMessages.newPasswordSameAsCurrent },
    ]);
    expect(
      ownPasswordChangeSchema.safeParse({
        currentPassword: 'old',
        newPassword: 'a brand new password',
      }).success,
    ).toBe(true);
  });
});

describe('account contracts derived from the admin user ones', () => {
  it('changes an e-mail with the rules a new admin’s e-mail has', () => {
    expect(adminEmailUpdateSchema.parse({ email: ' ada@example.test ', extra: 1 })).toEqual({
      email: 'ada@example.test',
    });
    expect(
      adminEmailUpdateSchema.safeParse({ email: 'not-an-address' }).error?.issues[0]?.message,
    ).toBe(storedRecordMessages.emailInvalid);
    expect(adminEmailUpdateSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      storedRecordMessages.emailRequired,
    );
  });

  it('asks for the current password when the second factor is turned off', () => {
    const result = adminTotpDisableSchema.safeParse({ password: '', code: '123456' });
    expect(result.error?.issues[0]?.message).toBe(adminUsersMessages.currentPasswordRequired);
  });

  it('keeps each success answer’s own OpenAPI name', () => {
    expect(z.globalRegistry.get(adminSuccessResponseSchema)?.id).toBe('AdminSuccessResponse');
    expect(z.globalRegistry.get(ownPasswordChangeResponseSchema)?.id).toBe(
      'OwnPasswordChangeResponse',
    );
    expect(adminSuccessResponseSchema.parse({ success: true })).toEqual({ success: true });
  });
});

import { hashPassword } from '@phi/security';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import {
  createAdminUser,
  findAdminUserById,
  findAdminUserByUsername,
} from './admin-users.repository.ts';

describe('admin users repository', () => {
  const context = useTestDatabase();
  let passwordHash: string;

  async function hash(): Promise<string> {
    passwordHash ??= await hashPassword('a-long-test-password');
    return passwordHash;
  }

  it('creates an admin with the spec defaults and finds it by username and id', async () => {
    const created = await createAdminUser(context.db, {
      username: 'alice',
      email: 'alice@example.com',
      passwordHash: await hash(),
    });
    expect(created).toMatchObject({ username: 'alice', role: 'admin', isActive: true });
    expect(created.password).toMatch(/^\$argon2id\$/);
    expect(await findAdminUserByUsername(context.db, 'alice')).toEqual(created);
    expect(await findAdminUserById(context.db, created.id)).toEqual(created);
    expect(await findAdminUserById(context.db, created.id.toUpperCase())).toEqual(created);
  });

  it('returns undefined for unknown usernames and ids', async () => {
    expect(await findAdminUserByUsername(context.db, 'nobody')).toBeUndefined();
    expect(await findAdminUserById(context.db, 'not-an-id')).toBeUndefined();
  });

  it('refuses a second admin with the same e-mail', async () => {
    await createAdminUser(context.db, {
      username: 'alice',
      email: 'shared@example.com',
      passwordHash: await hash(),
    });
    await expect(
      createAdminUser(context.db, {
        username: 'bob',
        email: 'shared@example.com',
        passwordHash: await hash(),
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'admin_users_email_key' });
  });

  it('refuses a second admin with the same username', async () => {
    await createAdminUser(context.db, {
      username: 'alice',
      email: 'a1@example.com',
      passwordHash: await hash(),
    });
    await expect(
      createAdminUser(context.db, {
        username: 'alice',
        email: 'a2@example.com',
        passwordHash: await hash(),
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'admin_users_username_key' });
  });

  it('refuses a plain password', () => {
    expect(() =>
      createAdminUser(context.db, {
        username: 'carol',
        email: 'carol@example.com',
        passwordHash: 'hunter2',
      }),
    ).toThrow(/argon2 hash/);
  });
});

import { z } from 'zod';
import { adminPasswordLength, adminUsernameMaxLength, textLimits } from '../constants.ts';
import { adminUsersMessages, storedRecordMessages as m } from '../messages/admin.ts';
import { isoDateTimeSchema, requiredText } from '../schema-helpers.ts';
import { adminUserSchema } from './auth.ts';

// Ours: Settings manages the admin users (spec chat-news-admin §2 and §6 leave it a placeholder;
// admin_users carries isActive). Every admin may manage every admin: the spec shows one role.

export const adminUserListItemSchema = adminUserSchema
  .extend({ createdAt: isoDateTimeSchema })
  .meta({ id: 'AdminUserListItem' });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

// GET /api/admin/users, oldest first
export const adminUserListResponseSchema = z
  .object({ users: z.array(adminUserListItemSchema) })
  .meta({ id: 'AdminUserListResponse' });
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

// spec: chat-news-admin §3 (admin_users). The password is plain input here: the admin API hashes
// it before it is stored, and no answer schema (adminUserSchema among them) carries it. It is
// not trimmed: every character a person typed counts.
const newPasswordSchema = z
  .string()
  .min(adminPasswordLength.min, m.passwordTooShort(adminPasswordLength.min))
  .max(adminPasswordLength.max);

// An admin's e-mail as typed: the new admin's and a changed one (admin-account.ts) alike.
const adminEmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(textLimits.email)
  .pipe(z.email({ error: m.emailInvalid }));

/** The signed-in admin's current password, asked before their password or second factor changes. */
export const currentPasswordSchema = z
  .string()
  .min(1, adminUsersMessages.currentPasswordRequired)
  .max(adminPasswordLength.max);

// POST /api/admin/users; the new admin is active with the default role. The password needs
// adminPasswordLength.min characters and is stored as an argon2id hash.
export const adminUserCreateSchema = z
  .object({
    username: requiredText(m.usernameRequired, adminUsernameMaxLength),
    email: adminEmailSchema,
    password: newPasswordSchema,
  })
  .meta({ id: 'AdminUserCreate' });
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;
export type AdminUserCreate = z.output<typeof adminUserCreateSchema>;

export const adminUserResponseSchema = z
  .object({ user: adminUserListItemSchema })
  .meta({ id: 'AdminUserResponse' });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

// PATCH /api/admin/users/{id}: disable or enable. Disabling ends that admin's sessions; nobody
// can disable their own account (CANNOT_DISABLE_SELF).
export const adminUserStatusUpdateSchema = z
  .object({ isActive: z.boolean() })
  .meta({ id: 'AdminUserStatusUpdate' });
export type AdminUserStatusUpdate = z.infer<typeof adminUserStatusUpdateSchema>;

// PUT /api/admin/me/password: changes the signed-in admin's own password and signs out their
// other sessions (the current one keeps its refresh token).
export const ownPasswordChangeSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: adminUsersMessages.newPasswordSameAsCurrent,
  })
  .meta({ id: 'OwnPasswordChange' });
export type OwnPasswordChangeInput = z.input<typeof ownPasswordChangeSchema>;
export type OwnPasswordChange = z.output<typeof ownPasswordChangeSchema>;

// The Settings form: the request plus the new password typed twice. Only the form can check the
// repetition (the API never receives it); everything else is the request's own rules.
export const ownPasswordChangeFormSchema = ownPasswordChangeSchema
  .safeExtend({
    confirmPassword: z.string(),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: adminUsersMessages.passwordsDiffer,
  });
export type OwnPasswordChangeForm = z.input<typeof ownPasswordChangeFormSchema>;

export const ownPasswordChangeResponseSchema = z
  .object({ success: z.literal(true) })
  .meta({ id: 'OwnPasswordChangeResponse' });
export type OwnPasswordChangeResponse = z.infer<typeof ownPasswordChangeResponseSchema>;

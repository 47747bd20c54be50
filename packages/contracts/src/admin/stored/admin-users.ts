import { z } from 'zod';
import { adminPasswordLength, adminUsernameMaxLength, textLimits } from '../../constants.ts';
import { adminRoleSchema, defaultAdminRole } from '../../enums.ts';
import { storedRecordMessages as m } from '../../messages/admin.ts';
import { requiredText } from '../../schema-helpers.ts';
import { emailFieldSchema } from './stored-fields.ts';

// spec: chat-news-admin §3 (admin_users). The password is plain input here: the admin API hashes
// it before it is stored, and no answer schema (adminUserSchema among them) carries it. It is
// not trimmed: every character a person typed counts.
const adminUserFields = {
  username: requiredText(m.usernameRequired, adminUsernameMaxLength),
  email: emailFieldSchema(textLimits.email, { required: m.emailRequired, invalid: m.emailInvalid }),
  password: z
    .string()
    .min(adminPasswordLength.min, m.passwordTooShort(adminPasswordLength.min))
    .max(adminPasswordLength.max),
  role: adminRoleSchema,
  isActive: z.boolean(),
};

export const adminUserInsertSchema = z
  .object({
    ...adminUserFields,
    role: adminUserFields.role.default(defaultAdminRole),
    isActive: adminUserFields.isActive.default(true),
  })
  .meta({ id: 'AdminUserInsert' });
export type AdminUserInsertInput = z.input<typeof adminUserInsertSchema>;
export type AdminUserInsert = z.output<typeof adminUserInsertSchema>;

// A present password is a password change.
export const adminUserPatchSchema = z
  .object(adminUserFields)
  .partial()
  .meta({ id: 'AdminUserPatch' });
export type AdminUserPatchInput = z.input<typeof adminUserPatchSchema>;
export type AdminUserPatch = z.output<typeof adminUserPatchSchema>;

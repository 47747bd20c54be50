import { z } from 'zod';
import { adminUsersMessages } from '../messages/admin.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';
import {
  adminUserCreateSchema,
  adminUserListItemSchema,
  currentPasswordSchema,
  ownPasswordChangeResponseSchema,
} from './admin-users.ts';

// Ours: Settings' account security (docs/architecture.md#security): another admin's password
// reset, e-mail changes, the session list and the second factor (TOTP).

// POST /api/admin/users/{id}/password-reset: a generated temporary password, shown once; the
// admin must replace it at next sign-in and their sessions end at once.
export const adminPasswordResetResponseSchema = z
  .object({ user: adminUserListItemSchema, temporaryPassword: z.string() })
  .meta({ id: 'AdminPasswordResetResponse' });
export type AdminPasswordResetResponse = z.infer<typeof adminPasswordResetResponseSchema>;

// PUT /api/admin/users/{id}/email: one's own or (for an admin who manages admins) another's.
export const adminEmailUpdateSchema = adminUserCreateSchema
  .pick({ email: true })
  .meta({ id: 'AdminEmailUpdate' });
export type AdminEmailUpdateInput = z.input<typeof adminEmailUpdateSchema>;
export type AdminEmailUpdate = z.output<typeof adminEmailUpdateSchema>;

// GET /api/admin/me/sessions: the signed-in admin's live sessions, newest first.
export const adminSessionSchema = z
  .object({
    id: z.string(),
    createdAt: isoDateTimeSchema,
    lastUsedAt: isoDateTimeSchema.nullable(),
    expiresAt: isoDateTimeSchema,
    clientAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    isCurrent: z.boolean(),
  })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminSessionListResponseSchema = z
  .object({ sessions: z.array(adminSessionSchema) })
  .meta({ id: 'AdminSessionListResponse' });
export type AdminSessionListResponse = z.infer<typeof adminSessionListResponseSchema>;

export const adminSuccessResponseSchema = ownPasswordChangeResponseSchema.meta({
  id: 'AdminSuccessResponse',
});

// A TOTP code (6 digits) or a recovery code, as typed: spaces and dashes are ignored.
const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, adminUsersMessages.totpCodeRequired)
  .max(64);

// GET /api/admin/me/totp
export const adminTotpStatusSchema = z
  .object({
    isEnabled: z.boolean(),
    enabledAt: isoDateTimeSchema.nullable(),
    recoveryCodesLeft: z.number().int().nonnegative(),
    // ADMIN_REQUIRE_TOTP: every admin must enrol before anything else.
    isRequired: z.boolean(),
  })
  .meta({ id: 'AdminTotpStatus' });
export type AdminTotpStatus = z.infer<typeof adminTotpStatusSchema>;

// POST /api/admin/me/totp/enrolment: a new secret waiting for its first code. The secret is
// answered only here, for manual entry; the QR code is an SVG made on the server.
export const adminTotpEnrolmentSchema = z
  .object({ secret: z.string(), otpauthUrl: z.string(), qrCodeSvg: z.string() })
  .meta({ id: 'AdminTotpEnrolment' });
export type AdminTotpEnrolment = z.infer<typeof adminTotpEnrolmentSchema>;

// POST /api/admin/me/totp/confirm: the first code turns the factor on; the recovery codes are
// answered once and stored hashed.
export const adminTotpConfirmSchema = z
  .object({ code: secondFactorCodeSchema })
  .meta({ id: 'AdminTotpConfirm' });
export type AdminTotpConfirm = z.infer<typeof adminTotpConfirmSchema>;
export const adminTotpRecoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'AdminTotpRecoveryCodes' });
export type AdminTotpRecoveryCodes = z.infer<typeof adminTotpRecoveryCodesSchema>;

// POST /api/admin/me/totp/disable: the password and a current code (or a recovery code).
export const adminTotpDisableSchema = z
  .object({
    password: currentPasswordSchema,
    code: secondFactorCodeSchema,
  })
  .meta({ id: 'AdminTotpDisable' });
export type AdminTotpDisable = z.infer<typeof adminTotpDisableSchema>;

// POST /api/admin/login/totp: the second step of a sign-in whose password was right.
export const adminLoginTotpRequestSchema = z
  .object({ challengeToken: z.string().min(1).max(2048), code: secondFactorCodeSchema })
  .meta({ id: 'AdminLoginTotpRequest' });
export type AdminLoginTotpRequest = z.infer<typeof adminLoginTotpRequestSchema>;

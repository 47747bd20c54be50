import { z } from 'zod';
import { adminPasswordLength, adminUsernameMaxLength } from '../constants.ts';
import { adminLoginMessages } from '../messages.ts';

// spec: chat-news-admin §5 (admin login: both fields required, username trimmed) and §7
export const adminLoginRequestSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, adminLoginMessages.missingFields)
      .max(adminUsernameMaxLength),
    password: z.string().min(1, adminLoginMessages.missingFields).max(adminPasswordLength.max),
  })
  .meta({ id: 'AdminLoginRequest' });
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminUserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    // Ours: true while the admin still has a generated (printed) password; until it is changed
    // the API answers only /me and the change-password call. Absent means false.
    mustChangePassword: z.boolean().optional(),
    // Ours: true while ADMIN_REQUIRE_TOTP asks this admin to set up the second factor; until
    // then the API answers only /me, the password change and the enrolment calls.
    mustEnrolTotp: z.boolean().optional(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminLoginResponseSchema = z
  .object({ success: z.literal(true), user: adminUserSchema, accessToken: z.string() })
  .meta({ id: 'AdminLoginResponse' });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

// Ours: the password was right and the account has a second factor; POST /api/admin/login/totp
// takes the challenge with the code (adminTotp.challengeLifetimeSeconds to do so).
export const adminLoginTotpChallengeSchema = z
  .object({ success: z.literal(true), totpRequired: z.literal(true), challengeToken: z.string() })
  .meta({ id: 'AdminLoginTotpChallenge' });
export type AdminLoginTotpChallenge = z.infer<typeof adminLoginTotpChallengeSchema>;

export const adminLoginAnswerSchema = z
  .union([adminLoginResponseSchema, adminLoginTotpChallengeSchema])
  .meta({ id: 'AdminLoginAnswer' });
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswerSchema>;

// spec: chat-news-admin §7 (POST /api/admin/refresh, cookie in, access token out)
export const adminRefreshResponseSchema = z
  .object({ accessToken: z.string() })
  .meta({ id: 'AdminRefreshResponse' });
export type AdminRefreshResponse = z.infer<typeof adminRefreshResponseSchema>;

// spec: chat-news-admin §7 (POST /api/admin/logout); the answer is unused, ours
export const adminLogoutResponseSchema = z
  .object({ success: z.literal(true) })
  .meta({ id: 'AdminLogoutResponse' });
export type AdminLogoutResponse = z.infer<typeof adminLogoutResponseSchema>;

// GET /api/admin/me (interfaces): the signed-in user
export const adminMeResponseSchema = z
  .object({ user: adminUserSchema })
  .meta({ id: 'AdminMeResponse' });
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

// Refresh and logout authenticate by cookie, so they also require this header: a cross-site
// form or image cannot set it, and a cross-site fetch that sets it needs a CORS preflight we
// never grant.
export const adminSessionHeader = { name: 'x-requested-with', value: 'phi-admin' } as const;

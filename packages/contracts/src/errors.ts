import { z } from 'zod';
import { adminUsersMessages } from './messages/admin.ts';
import { chatMessages } from './messages/news-chat.ts';
import { ragMessages } from './messages/voice.ts';

// One error table for every service, so clients need one parser: the code names the failure, the
// status is what HTTP answers, the message is safe to show a user. The spec's clients read an
// `error` field (site-marketing-careers §7, chat-news-admin §7), so the message travels there.
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  UNAUTHORIZED: { status: 401, message: 'Authentication is required.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials. Please try again.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  JOB_NOT_FOUND: { status: 404, message: 'Job not found.' },
  JOB_HAS_APPLICATIONS: {
    status: 409,
    message:
      'This job has applications and cannot be deleted. Untick "Active Job Posting" to hide it instead.',
  },
  CONTACT_NOT_FOUND: { status: 404, message: 'Contact not found.' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'Application not found.' },
  FILE_NOT_FOUND: { status: 404, message: 'File not found.' },
  NEWS_SOURCE_NOT_FOUND: { status: 404, message: 'News source not found.' },
  NEWS_SOURCE_NAME_TAKEN: { status: 409, message: 'A news source with this name already exists.' },
  NEWS_ARTICLE_NOT_FOUND: { status: 404, message: 'News article not found.' },
  ADMIN_USER_NOT_FOUND: { status: 404, message: 'Admin user not found.' },
  CANNOT_DISABLE_SELF: { status: 400, message: adminUsersMessages.cannotDisableSelf },
  CURRENT_PASSWORD_INVALID: { status: 400, message: adminUsersMessages.currentPasswordWrong },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: adminUsersMessages.passwordChangeRequired },
  PASSWORD_TOO_COMMON: { status: 400, message: adminUsersMessages.passwordTooCommon },
  TOTP_ENROLMENT_REQUIRED: { status: 403, message: adminUsersMessages.totpEnrolmentRequired },
  TOTP_CODE_INVALID: { status: 400, message: adminUsersMessages.totpCodeInvalid },
  TOTP_ALREADY_ENABLED: { status: 409, message: adminUsersMessages.totpAlreadyEnabled },
  TOTP_NOT_ENABLED: { status: 409, message: adminUsersMessages.totpNotEnabled },
  SIGN_IN_CHALLENGE_EXPIRED: { status: 401, message: adminUsersMessages.signInChallengeExpired },
  SESSION_NOT_FOUND: { status: 404, message: adminUsersMessages.sessionNotFound },
  USERNAME_TAKEN: { status: 409, message: adminUsersMessages.usernameTaken },
  EMAIL_TAKEN: { status: 409, message: adminUsersMessages.emailTaken },
  VOICEBOT_NOT_FOUND: { status: 404, message: ragMessages.voicebotNotFound },
  VOICEBOT_CLAIMED: { status: 409, message: ragMessages.voicebotClaimed },
  VOICEBOT_KEY_INVALID: { status: 403, message: ragMessages.wrongOwnerKey },
  INDEX_JOB_NOT_FOUND: { status: 404, message: ragMessages.indexJobNotFound },
  VOICE_SESSION_NOT_FOUND: { status: 404, message: 'This voice bot has no such conversation.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'No such API route.' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state.' },
  // Ours: a save started from an older copy of the record (docs/architecture.md#departures);
  // the answer carries the current record as `current`.
  EDIT_CONFLICT: {
    status: 409,
    message:
      'Someone else saved this record after you opened it. Compare their values with yours, then save again.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This file type is not supported.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  CHAT_MODEL_TIMEOUT: { status: 504, message: chatMessages.modelTimeout },
  CHAT_MODEL_UNAVAILABLE: { status: 502, message: chatMessages.modelUnavailable },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  // Ours: the voice routes without LiveKit settings (docs/architecture.md#voice).
  VOICE_NOT_CONFIGURED: {
    status: 503,
    message: 'Voice conversations are not available here: no voice server (LiveKit) is configured.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;
export const errorCodeSchema = z.enum(Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]]);

export const fieldErrorSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "personalInfo.email"'),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z
  .object({
    error: z.string().describe('Message safe to show a user'),
    code: errorCodeSchema,
    fields: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Thrown by services; the one error handler turns it into an ErrorBody. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldError[] | undefined;

  constructor(code: ErrorCode, message?: string, fields?: FieldError[]) {
    super(message ?? errorCatalog[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalog[code].status;
    this.fields = fields;
  }
}

/**
 * A save named an edit version older than the stored one. `current` is the record as it now
 * stands (contract-shaped), sent with the error so the editor can merge and save again.
 */
export class EditConflictError extends AppError {
  readonly current: object;

  constructor(current: object) {
    super('EDIT_CONFLICT');
    this.name = 'EditConflictError';
    this.current = current;
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}

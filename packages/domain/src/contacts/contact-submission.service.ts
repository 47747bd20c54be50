import type { ContactSpamReason } from '@phi/contracts';
import { AppError } from '@phi/contracts/errors';
import { contactFormMessages } from '@phi/contracts/messages';
import type { ContactRequest, ContactResponse } from '@phi/contracts/public';
import { countContactsByEmailSince, type Database, insertContact } from '@phi/db';
import type { Kysely } from 'kysely';

/** Where caught submissions are noted: a request's logger or any pino logger fits. */
export interface ContactSubmissionLog {
  info(details: object, message: string): void;
}

export interface ContactServiceDeps {
  db: Kysely<Database>;
  log: ContactSubmissionLog;
  minFillMs: number;
  limitPerEmailPerHour: number;
  now?: () => number;
}

const hourMs = 60 * 60 * 1000;

/** Why a submission looks automated, or null when it looks human. */
export function detectBotSubmission(
  request: Pick<ContactRequest, 'website' | 'startedAt'>,
  minFillMs: number,
  now: number,
): ContactSpamReason | null {
  if (request.website !== undefined && request.website.trim() !== '') {
    return 'honeypot';
  }
  // A clock behind the server's gives a long fill time, one ahead a negative one: neither
  // counts as too fast, so only a real sub-minimum fill (or a bot's guess) is caught.
  const elapsed = request.startedAt === undefined ? undefined : now - request.startedAt;
  if (elapsed !== undefined && elapsed >= 0 && elapsed < minFillMs) {
    return 'too-fast';
  }
  return null;
}

/**
 * spec: site-marketing-careers §2.8, §3 and §7 (POST /api/contacts), stored with the table's
 * defaults (status new, priority medium, source contact_form).
 *
 * Caught submissions (honeypot filled, or sent faster than a person can type) are answered
 * exactly like a success, so a bot learns nothing to adapt to, and stored as suspected spam
 * with the reason: kept out of the inbox and the dashboard until staff say "Not spam", so a
 * person who autofilled and pasted quickly is never a lost lead
 * (docs/architecture.md#departures). The per-address limits count them like any contact.
 */
export async function submitContact(
  deps: ContactServiceDeps,
  request: ContactRequest,
): Promise<ContactResponse> {
  const now = deps.now?.() ?? Date.now();
  const spamReason = detectBotSubmission(request, deps.minFillMs, now);
  const recent = await countContactsByEmailSince(deps.db, request.email, new Date(now - hourMs));
  if (recent >= deps.limitPerEmailPerHour) {
    throw new AppError('RATE_LIMITED', contactFormMessages.tooManyFromEmail);
  }
  const { id } = await insertContact(deps.db, {
    name: request.name,
    email: request.email,
    company: request.company ?? null,
    service: request.service ?? null,
    message: request.message,
    spamReason,
  });
  if (spamReason) {
    deps.log.info({ spamReason, contactId: id }, 'contact stored as suspected spam');
  }
  return { success: true, id };
}

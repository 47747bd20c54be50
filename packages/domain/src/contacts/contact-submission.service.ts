import { randomUUID } from 'node:crypto';
import { AppError } from '@phi/contracts/errors';
import { contactFormMessages } from '@phi/contracts/messages';
import type { ContactRequest, ContactResponse } from '@phi/contracts/public';
import { countContactsByEmailSince, type Database, insertContact } from '@phi/db';
import type { Kysely } from 'kysely';

/** Where dropped submissions are noted: a request's logger or any pino logger fits. */
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
): 'honeypot' | 'too-fast' | null {
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
 * exactly like a success, with a fresh id, but are NOT stored: a bot learns nothing to adapt
 * to, and the sales queue never fills with spam nobody would read. They are logged with the
 * reason so a wrongly caught person can still be traced.
 */
export async function submitContact(
  deps: ContactServiceDeps,
  request: ContactRequest,
): Promise<ContactResponse> {
  const now = deps.now?.() ?? Date.now();
  const botReason = detectBotSubmission(request, deps.minFillMs, now);
  if (botReason) {
    deps.log.info({ botReason }, 'contact submission dropped as automated');
    return { success: true, id: randomUUID() };
  }
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
  });
  return { success: true, id };
}

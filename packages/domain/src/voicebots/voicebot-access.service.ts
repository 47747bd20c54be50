import { AppError } from '@phi/contracts/errors';
import { type Database, findVoicebotOwner, insertVoicebotOwner, touchVoicebotOwner } from '@phi/db';
import type { Kysely } from 'kysely';
import { createOwnerKey, isOwnerKeyOf } from './owner-key.ts';

const reservedCollectionName = 'site';

// docs/architecture.md#voice, ownership of a builder bot:
// - upload and index may create the bot: an unknown id is claimed and its key answered once;
//   a known id without a key answers 409 (taken), with a wrong key 403;
// - every other call (read, ask, delete, index status) answers 404 for a missing bot and for a
//   wrong or missing key alike, so it says nothing about other visitors' bots.

export interface VoicebotAccess {
  voicebotId: string;
  /** Set only when this call created the bot: the key, to answer once. */
  newOwnerKey?: string;
}

/** The bot's owner may go on; a caller without a key must first find the id unclaimed. */
export async function checkVoicebotWriteAccess(
  db: Kysely<Database>,
  voicebotId: string,
  ownerKey: string | undefined,
): Promise<{ exists: boolean }> {
  // The chat's own collection is named 'site' (@phi/knowledge): no bot may take that name.
  if (voicebotId === reservedCollectionName) {
    throw new AppError('VALIDATION_FAILED', undefined, [
      { path: 'voicebot_id', message: 'This voicebot id is reserved' },
    ]);
  }
  const owner = await findVoicebotOwner(db, voicebotId);
  if (!owner) {
    // A key for a bot that no longer exists (deleted, or swept when idle): nothing to add to.
    if (ownerKey) {
      throw new AppError('VOICEBOT_NOT_FOUND');
    }
    return { exists: false };
  }
  if (!ownerKey) {
    throw new AppError('VOICEBOT_CLAIMED');
  }
  if (!isOwnerKeyOf(ownerKey, owner.ownerKeyHash)) {
    throw new AppError('VOICEBOT_KEY_INVALID');
  }
  return { exists: true };
}

/**
 * Claims an unclaimed id (inside the caller's transaction, so a refused request creates
 * nothing) or checks the owner key of a claimed one, and records the use.
 */
export async function claimOrAuthorizeVoicebot(
  db: Kysely<Database>,
  voicebotId: string,
  ownerKey: string | undefined,
): Promise<VoicebotAccess> {
  const { exists } = await checkVoicebotWriteAccess(db, voicebotId, ownerKey);
  if (exists) {
    await touchVoicebotOwner(db, voicebotId);
    return { voicebotId };
  }
  const created = createOwnerKey();
  if (!(await insertVoicebotOwner(db, { voicebotId, ownerKeyHash: created.hash }))) {
    // Another visitor claimed it between our read and our insert.
    throw new AppError('VOICEBOT_CLAIMED');
  }
  return { voicebotId, newOwnerKey: created.key };
}

/** Read, ask, delete: the owner only; anyone else learns nothing (404). */
export async function authorizeVoicebotOwner(
  db: Kysely<Database>,
  voicebotId: string,
  ownerKey: string | undefined,
): Promise<void> {
  const owner = await findVoicebotOwner(db, voicebotId);
  if (!owner || !isOwnerKeyOf(ownerKey, owner.ownerKeyHash)) {
    throw new AppError('VOICEBOT_NOT_FOUND');
  }
}

/** A use that keeps the bot from the idle sweep (upload, index, question, voice token). */
export async function recordVoicebotUse(db: Kysely<Database>, voicebotId: string): Promise<void> {
  await touchVoicebotOwner(db, voicebotId);
}

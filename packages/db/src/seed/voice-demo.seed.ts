import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { runBatchOnce } from './content.seed.ts';
import {
  voiceDemoClinicHours,
  voiceDemoClinicians,
  voiceDemoMenuItems,
  voiceDemoRoomTypes,
} from './voice-demo.data.ts';

export * from './voice-demo.data.ts';

// Its own subpath (@phi/db/seed-voice-demo): the voice agent's tests seed the catalogues without
// the admin seed's argon2.

/** The demo assistants' sample catalogues (voice-demo.data.ts), once per database. */
export async function seedVoiceDemo(db: Kysely<Database>): Promise<boolean> {
  return runBatchOnce(db, 'voice-demo-v1', async (trx) => {
    await trx
      .insertInto('hotelRoomTypes')
      .values([...voiceDemoRoomTypes])
      .execute();
    await trx.insertInto('restaurantMenuItems').values(voiceDemoMenuItems).execute();
    await trx
      .insertInto('hospitalClinicians')
      .values([...voiceDemoClinicians])
      .execute();
    await trx.insertInto('hospitalClinicHours').values(voiceDemoClinicHours).execute();
  });
}

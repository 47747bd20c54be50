import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import {
  seedVoiceDemo,
  voiceDemoClinicians,
  voiceDemoMenuItems,
  voiceDemoRoomTypes,
} from './voice-demo.seed.ts';

describe('seedVoiceDemo', () => {
  const context = useTestDatabase();

  it('inserts the demo catalogues once, and not again after an admin removed a row', async () => {
    const { db } = context;
    expect(await seedVoiceDemo(db)).toBe(true);
    const rooms = await db.selectFrom('hotelRoomTypes').selectAll().execute();
    expect(rooms).toHaveLength(voiceDemoRoomTypes.length);
    const menu = await db.selectFrom('restaurantMenuItems').select('id').execute();
    expect(menu).toHaveLength(voiceDemoMenuItems.length);
    const hours = await db.selectFrom('hospitalClinicHours').select('clinicianId').execute();
    expect(new Set(hours.map((row) => row.clinicianId)).size).toBe(voiceDemoClinicians.length);

    await db.deleteFrom('restaurantMenuItems').where('id', '=', 'tiramisu').execute();
    expect(await seedVoiceDemo(db)).toBe(false);
    const after = await db.selectFrom('restaurantMenuItems').select('id').execute();
    expect(after).toHaveLength(voiceDemoMenuItems.length - 1);
  });
});

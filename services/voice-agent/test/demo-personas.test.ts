import { demoVoicebotIds } from '@phi/contracts/public';
import { seedVoiceDemo, voiceDemoHotel } from '@phi/db/seed-voice-demo';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The bubble's copy is not a dependency of the agent; only this check reads it.
import { sampleHotel } from '../../../packages/content/src/voice-demos.ts';
import { readToolOutput, ScriptedLLM } from './scripted-llm.ts';
import { dispatchMetadata, startTextSession } from './text-session.ts';

// The demo personas in text mode with a scripted model: the right tool with the right
// arguments, its result in the reply, and the rows it wrote.

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedVoiceDemo(testDb.db);
});
afterAll(async () => {
  await testDb?.drop();
});

function lastReply(result: { events: { type: string; item?: unknown }[] }): string {
  const message = result.events.filter((event) => event.type === 'message').at(-1);
  return (message?.item as { textContent?: string } | undefined)?.textContent ?? '';
}

describe('hotel receptionist', () => {
  it('speaks for the sample hotel the hotel bubble shows', async () => {
    expect(voiceDemoHotel).toEqual({ name: sampleHotel.name, location: sampleHotel.location });
    const text = await startTextSession({
      db: testDb.db,
      metadata: dispatchMetadata({ persona: 'hotel', voicebotId: demoVoicebotIds.hotel }),
      llm: new ScriptedLLM([]),
    });
    expect(text.instructions).toContain(
      'You are the receptionist of The Harbour View Hotel, Brighton, United Kingdom',
    );
    await text.close();
  });

  it('checks availability, then requests a booking stored in hotel_bookings', async () => {
    const llm = new ScriptedLLM([
      {
        when: 'Do you have a room for two from December 20th to the 23rd?',
        toolCalls: [
          {
            name: 'checkRoomAvailability',
            args: { checkIn: '2026-12-20', checkOut: '2026-12-23', guests: 2 },
          },
        ],
      },
      {
        when: /"rooms":/,
        reply: (output) => {
          const { rooms } = readToolOutput<{ rooms: { name: string; totalUsd: string }[] }>(output);
          return rooms.map((room) => `${room.name} for ${room.totalUsd} dollars`).join(', ');
        },
      },
      {
        when: 'The harbour view king please, name Ada Lovelace.',
        toolCalls: [
          {
            name: 'requestBooking',
            args: {
              roomTypeId: 'harbour_king',
              checkIn: '2026-12-20',
              checkOut: '2026-12-23',
              guests: 2,
              guestName: 'Ada Lovelace',
            },
          },
        ],
      },
      {
        when: /"reference":/,
        reply: (output) =>
          `Your reference is ${readToolOutput<{ reference: string }>(output).reference}.`,
      },
    ]);
    const text = await startTextSession({
      db: testDb.db,
      metadata: dispatchMetadata({ persona: 'hotel', voicebotId: demoVoicebotIds.hotel }),
      llm,
    });
    const first = await text.session
      .run({ userInput: 'Do you have a room for two from December 20th to the 23rd?' })
      .wait();
    first.expect.nextEvent().isFunctionCall({
      name: 'checkRoomAvailability',
      args: { checkIn: '2026-12-20', checkOut: '2026-12-23', guests: 2 },
    });
    first.expect.nextEvent().isFunctionCallOutput({ isError: false });
    // Three nights of the seeded nightly rates.
    expect(lastReply(first)).toContain('Harbour View King for 567.00 dollars');
    expect(lastReply(first)).toContain('Standard Double for 387.00 dollars');

    const second = await text.session
      .run({ userInput: 'The harbour view king please, name Ada Lovelace.' })
      .wait();
    second.expect.nextEvent().isFunctionCall({ name: 'requestBooking' });
    await text.close();

    const booking = await testDb.db
      .selectFrom('hotelBookings')
      .selectAll()
      .where('sessionId', '=', text.metadata.sessionId)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      roomTypeId: 'harbour_king',
      guestName: 'Ada Lovelace',
      guests: 2,
      totalUsd: '567.00',
      status: 'requested',
    });
    expect(booking.checkIn.toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect(booking.checkOut.toISOString()).toBe('2026-12-23T00:00:00.000Z');
    expect(lastReply(second)).toBe(`Your reference is ${booking.reference}.`);
    expect(booking.reference).toMatch(/^HB-[A-Z2-9]{6}$/);
  });

  it('tells the model when dates are in the past, and books nothing', async () => {
    const llm = new ScriptedLLM([
      {
        when: 'A room for last week please',
        toolCalls: [
          {
            name: 'checkRoomAvailability',
            args: { checkIn: '2026-11-30', checkOut: '2026-12-02', guests: 1 },
          },
        ],
      },
      { when: /in the past/, reply: 'Sorry, those dates have passed.' },
    ]);
    const text = await startTextSession({
      db: testDb.db,
      metadata: dispatchMetadata({ persona: 'hotel', voicebotId: demoVoicebotIds.hotel }),
      llm,
    });
    const result = await text.session.run({ userInput: 'A room for last week please' }).wait();
    result.expect.nextEvent().isFunctionCall({ name: 'checkRoomAvailability' });
    result.expect.nextEvent().isFunctionCallOutput({ isError: true });
    expect(lastReply(result)).toBe('Sorry, those dates have passed.');
    await text.close();
  });
});

describe('restaurant order-taker', () => {
  it('looks up the menu, then places an order stored with its items', async () => {
    const llm = new ScriptedLLM([
      {
        when: 'What pizzas do you have?',
        toolCalls: [{ name: 'lookUpMenu', args: { category: 'Pizza' } }],
      },
      {
        when: /"items":\[\{"id"/,
        reply: (output) =>
          readToolOutput<{ items: { name: string; priceUsd: string }[] }>(output)
            .items.map((item) => `${item.name} at ${item.priceUsd}`)
            .join(', '),
      },
      {
        when: 'Two margheritas and a lemonade for 6pm, name Grace.',
        toolCalls: [
          {
            name: 'placeOrder',
            args: {
              customerName: 'Grace',
              pickupTime: '2026-12-07T18:00:00+00:00',
              items: [
                { itemId: 'margherita', quantity: 2 },
                { itemId: 'lemonade', quantity: 1, notes: 'no ice' },
              ],
            },
          },
        ],
      },
      {
        when: /"status":"placed"/,
        reply: (output) => {
          const order = readToolOutput<{ reference: string; totalUsd: string }>(output);
          return `Order ${order.reference}, ${order.totalUsd} dollars.`;
        },
      },
    ]);
    const text = await startTextSession({
      db: testDb.db,
      metadata: dispatchMetadata({ persona: 'restaurant', voicebotId: demoVoicebotIds.restaurant }),
      llm,
    });
    const menu = await text.session.run({ userInput: 'What pizzas do you have?' }).wait();
    menu.expect.nextEvent().isFunctionCall({ name: 'lookUpMenu', args: { category: 'Pizza' } });
    expect(lastReply(menu)).toBe('Margherita at 13.00, Diavola at 15.50, Funghi at 14.50');

    const placed = await text.session
      .run({ userInput: 'Two margheritas and a lemonade for 6pm, name Grace.' })
      .wait();
    placed.expect.nextEvent().isFunctionCall({ name: 'placeOrder' });
    await text.close();

    const order = await testDb.db
      .selectFrom('restaurantOrders')
      .selectAll()
      .where('sessionId', '=', text.metadata.sessionId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ customerName: 'Grace', totalUsd: '30.50', status: 'placed' });
    expect(order.pickupTime.toISOString()).toBe('2026-12-07T18:00:00.000Z');
    const items = await testDb.db
      .selectFrom('restaurantOrderItems')
      .select(['menuItemId', 'quantity', 'unitPriceUsd', 'notes'])
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(items).toEqual([
      { menuItemId: 'margherita', quantity: 2, unitPriceUsd: '13.00', notes: null },
      { menuItemId: 'lemonade', quantity: 1, unitPriceUsd: '4.50', notes: 'no ice' },
    ]);
    expect(lastReply(placed)).toBe(`Order ${order.reference}, 30.50 dollars.`);
  });
});

describe('hospital appointment coordinator', () => {
  it('lists free slots, then books one stored in hospital_appointments', async () => {
    const llm = new ScriptedLLM([
      {
        when: 'Can I see a dermatologist on Tuesday?',
        toolCalls: [
          { name: 'listFreeSlots', args: { date: '2026-12-08', department: 'Dermatology' } },
        ],
      },
      {
        when: /"slots":/,
        reply: (output) => {
          const { slots } = readToolOutput<{
            slots: { clinicianName: string; startsAt: string }[];
          }>(output);
          return `${slots[0]?.clinicianName} at ${slots[0]?.startsAt}, ${slots.length} slots`;
        },
      },
      {
        when: 'The first one, I am Alan Turing.',
        toolCalls: [
          {
            name: 'bookAppointment',
            args: {
              clinicianId: 'dr_rafael_moreno',
              startsAt: '2026-12-08T10:00:00Z',
              patientName: 'Alan Turing',
            },
          },
        ],
      },
      {
        when: /"status":"booked"/,
        reply: (output) =>
          `Booked, reference ${readToolOutput<{ reference: string }>(output).reference}.`,
      },
    ]);
    const text = await startTextSession({
      db: testDb.db,
      metadata: dispatchMetadata({ persona: 'hospital', voicebotId: demoVoicebotIds.hospital }),
      llm,
    });
    expect(text.instructions).toContain('You never give medical advice');
    const slots = await text.session
      .run({ userInput: 'Can I see a dermatologist on Tuesday?' })
      .wait();
    slots.expect.nextEvent().isFunctionCall({
      name: 'listFreeSlots',
      args: { date: '2026-12-08', department: 'Dermatology' },
    });
    // Tuesdays 10:00 to 16:00 UTC in 30-minute slots, of which the tool lists the first 8.
    expect(lastReply(slots)).toBe('Dr Rafael Moreno at 2026-12-08T10:00:00.000Z, 8 slots');

    const booked = await text.session.run({ userInput: 'The first one, I am Alan Turing.' }).wait();
    booked.expect.nextEvent().isFunctionCall({ name: 'bookAppointment' });
    const appointment = await testDb.db
      .selectFrom('hospitalAppointments')
      .selectAll()
      .where('sessionId', '=', text.metadata.sessionId)
      .executeTakeFirstOrThrow();
    expect(appointment).toMatchObject({
      clinicianId: 'dr_rafael_moreno',
      patientName: 'Alan Turing',
      status: 'booked',
    });
    expect(appointment.startsAt.toISOString()).toBe('2026-12-08T10:00:00.000Z');
    expect(appointment.endsAt.toISOString()).toBe('2026-12-08T10:30:00.000Z');
    expect(lastReply(booked)).toBe(`Booked, reference ${appointment.reference}.`);
    // The metrics keep the call, not the patient.
    await text.recorder.flush();
    const toolRow = await testDb.db
      .selectFrom('voicebotMetrics')
      .select('actionDetails')
      .where('sessionId', '=', text.metadata.sessionId)
      .where('actionType', '=', 'tool_call')
      .where(sql<boolean>`action_details->>'tool' = 'bookAppointment'`)
      .executeTakeFirstOrThrow();
    expect(toolRow.actionDetails).toEqual({
      tool: 'bookAppointment',
      args: {
        clinicianId: 'dr_rafael_moreno',
        startsAt: '2026-12-08T10:00:00Z',
        patientName: '[personal]',
      },
    });

    // The booked slot is no longer offered.
    const again = await text.session
      .run({ userInput: 'Can I see a dermatologist on Tuesday?' })
      .wait();
    expect(lastReply(again)).toBe('Dr Rafael Moreno at 2026-12-08T10:30:00.000Z, 8 slots');
    await text.close();
  });
});

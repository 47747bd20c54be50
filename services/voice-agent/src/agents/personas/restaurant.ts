import type { VoiceDispatchMetadata } from '@phi/contracts/public';
import { voiceDemoRestaurant } from '@phi/db/seed-voice-demo';
import { z } from 'zod';
import { listMenu, placeRestaurantOrder } from '../../demo/restaurant.repository.ts';
import { measuredTool, refuse } from '../measured-tool.ts';
import { type Persona, type PersonaDependencies, spokenStyle } from '../persona.ts';

// Ours: the demo kitchen's lead time and how far ahead it takes orders.
export const restaurantOrderLimits = {
  minLeadMinutes: 15,
  maxDaysAhead: 7,
  maxLines: 20,
  maxQuantity: 20,
} as const;

// spec: voice §1, the restaurant order-taker
export function createRestaurantPersona(
  _metadata: VoiceDispatchMetadata,
  deps: PersonaDependencies,
): Persona {
  return {
    kind: 'restaurant',
    voice: 'zara',
    greeting: `Greet the guest on behalf of ${voiceDemoRestaurant.name} and offer to take a pickup order.`,
    instructions: [
      `You take pickup orders by phone for ${voiceDemoRestaurant.name}, a demonstration`,
      'restaurant; if asked, you say it is fictional.',
      `The time now is ${deps.now().toISOString()}.`,
      'Call lookUpMenu before naming dishes or prices, and offer only what it returns. Collect',
      "the items and quantities, the guest's name and a pickup time; read the order and total",
      'back, and only after the guest agrees call placeOrder, with the pickup time as an ISO 8601',
      'date-time with its UTC offset. Give the order reference it returns, letter by letter.',
      spokenStyle,
    ].join(' '),
    tools: [
      measuredTool(deps, 'lookUpMenu', {
        description: 'The menu items available now, optionally by category or a search word.',
        parameters: z.object({
          category: z
            .string()
            .trim()
            .max(50)
            .nullish()
            .describe('Starters, Pizza, Grill, Desserts or Drinks'),
          search: z.string().trim().max(50).nullish().describe('A word to look for, e.g. vegan'),
        }),
        execute: async (args) => {
          const items = await listMenu(deps.db, {
            category: args.category || undefined,
            search: args.search || undefined,
          });
          return { items };
        },
      }),
      measuredTool(deps, 'placeOrder', {
        description: 'Place a pickup order once the guest has agreed to it.',
        parameters: z.object({
          customerName: z.string().trim().min(2).max(200),
          customerPhone: z.string().trim().max(40).nullish(),
          pickupTime: z.iso.datetime({ offset: true }).describe('ISO 8601 with offset'),
          items: z
            .array(
              z.object({
                itemId: z.string().min(1).describe('id from lookUpMenu'),
                quantity: z.number().int().min(1).max(restaurantOrderLimits.maxQuantity),
                notes: z.string().trim().max(200).nullish(),
              }),
            )
            .min(1)
            .max(restaurantOrderLimits.maxLines),
          notes: z.string().trim().max(500).nullish(),
        }),
        personalFields: ['customerName', 'customerPhone', 'notes'],
        execute: async (args) => {
          const pickupTime = new Date(args.pickupTime);
          const now = deps.now().getTime();
          if (pickupTime.getTime() < now + restaurantOrderLimits.minLeadMinutes * 60_000) {
            return refuse(
              `Pickup must be at least ${restaurantOrderLimits.minLeadMinutes} minutes from now.`,
            );
          }
          if (pickupTime.getTime() > now + restaurantOrderLimits.maxDaysAhead * 86_400_000) {
            return refuse(
              `Orders are taken up to ${restaurantOrderLimits.maxDaysAhead} days ahead.`,
            );
          }
          const outcome = await placeRestaurantOrder(deps.db, {
            sessionId: deps.sessionId,
            customerName: args.customerName,
            customerPhone: args.customerPhone || null,
            pickupTime,
            notes: args.notes || null,
            lines: args.items.map((item) => ({
              itemId: item.itemId,
              quantity: item.quantity,
              notes: item.notes || undefined,
            })),
          });
          if (!outcome.ok) {
            return refuse(
              `These items are not on the menu now: ${outcome.itemIds.join(', ')}. Check lookUpMenu.`,
            );
          }
          return {
            status: 'placed',
            reference: outcome.order.reference,
            pickupTime: pickupTime.toISOString(),
            items: outcome.order.lines,
            totalUsd: outcome.order.totalUsd,
          };
        },
      }),
    ],
  };
}

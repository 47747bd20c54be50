import type { Database } from '@phi/db';
import type { Kysely } from 'kysely';
import { createReference } from './references.ts';

export interface MenuItem {
  id: string;
  category: string;
  name: string;
  description: string;
  priceUsd: string;
}

export async function listMenu(
  db: Kysely<Database>,
  filter: { category?: string | undefined; search?: string | undefined },
): Promise<MenuItem[]> {
  let query = db
    .selectFrom('restaurantMenuItems')
    .select(['id', 'category', 'name', 'description', 'priceUsd'])
    .where('isAvailable', '=', true)
    .orderBy('sortOrder');
  if (filter.category) {
    query = query.where('category', 'ilike', filter.category);
  }
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern)]),
    );
  }
  return query.execute();
}

export interface OrderLine {
  itemId: string;
  quantity: number;
  notes?: string | undefined;
}

export type OrderOutcome =
  | {
      ok: true;
      order: {
        reference: string;
        totalUsd: string;
        lines: { name: string; quantity: number; unitPriceUsd: string }[];
      };
    }
  | { ok: false; reason: 'unavailable-items'; itemIds: string[] };

/** An order and its lines in one transaction, priced from the menu as it is now. */
export async function placeRestaurantOrder(
  db: Kysely<Database>,
  request: {
    sessionId: string | null;
    customerName: string;
    customerPhone: string | null;
    pickupTime: Date;
    notes: string | null;
    lines: OrderLine[];
  },
): Promise<OrderOutcome> {
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set(request.lines.map((line) => line.itemId))];
    const items = await trx
      .selectFrom('restaurantMenuItems')
      .select(['id', 'name', 'priceUsd'])
      .where('id', 'in', ids)
      .where('isAvailable', '=', true)
      .execute();
    const byId = new Map(items.map((item) => [item.id, item]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      return { ok: false, reason: 'unavailable-items', itemIds: missing };
    }
    const lines = request.lines.map((line) => {
      const item = byId.get(line.itemId);
      if (!item) {
        throw new Error(`menu item ${line.itemId} vanished inside the transaction`);
      }
      return { line, item };
    });
    const totalCents = lines.reduce(
      (sum, { line, item }) => sum + Math.round(Number(item.priceUsd) * 100) * line.quantity,
      0,
    );
    const totalUsd = (totalCents / 100).toFixed(2);
    const reference = createReference('RO');
    const order = await trx
      .insertInto('restaurantOrders')
      .values({
        reference,
        sessionId: request.sessionId,
        customerName: request.customerName,
        customerPhone: request.customerPhone,
        pickupTime: request.pickupTime,
        totalUsd,
        notes: request.notes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('restaurantOrderItems')
      .values(
        lines.map(({ line, item }) => ({
          orderId: order.id,
          menuItemId: item.id,
          itemName: item.name,
          quantity: line.quantity,
          unitPriceUsd: item.priceUsd,
          notes: line.notes ?? null,
        })),
      )
      .execute();
    return {
      ok: true,
      order: {
        reference,
        totalUsd,
        lines: lines.map(({ line, item }) => ({
          name: item.name,
          quantity: line.quantity,
          unitPriceUsd: item.priceUsd,
        })),
      },
    };
  });
}

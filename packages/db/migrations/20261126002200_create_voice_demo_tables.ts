import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code. The working tables of the demo voice assistants
// (spec: voice §1: a hotel receptionist, a restaurant order-taker, a hospital appointment
// coordinator). Their catalogues (room types, menu, clinicians and clinic hours) are fictional
// sample data inserted by the seed step (packages/db/src/seed/voice-demo.data.ts); the
// bookings, orders and appointments are written by services/voice-agent during conversations.
// Dates are timestamptz: a hotel night range starts and ends at 00:00 UTC of its dates, and the
// demo clinic's hours are minutes of the day in UTC (docs/architecture.md#voice-agent).

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hotel_room_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('max_guests', 'integer', (c) => c.notNull().check(sql`max_guests > 0`))
    .addColumn('nightly_rate_usd', 'numeric(10, 2)', (c) =>
      c.notNull().check(sql`nightly_rate_usd >= 0`),
    )
    .addColumn('room_count', 'integer', (c) => c.notNull().check(sql`room_count >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('hotel_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'varchar(255)')
    .addColumn('room_type_id', 'text', (c) => c.notNull().references('hotel_room_types.id'))
    .addColumn('guest_name', 'text', (c) => c.notNull())
    .addColumn('guest_phone', 'text')
    .addColumn('guests', 'integer', (c) => c.notNull().check(sql`guests > 0`))
    .addColumn('check_in', 'timestamptz', (c) => c.notNull())
    .addColumn('check_out', 'timestamptz', (c) => c.notNull())
    .addColumn('total_usd', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('hotel_bookings_dates_check', sql`check_out > check_in`)
    .addCheckConstraint(
      'hotel_bookings_status_check',
      sql`status in ('requested', 'confirmed', 'cancelled')`,
    )
    .execute();
  await db.schema
    .createIndex('hotel_bookings_room_type_id_check_in_idx')
    .on('hotel_bookings')
    .columns(['room_type_id', 'check_in'])
    .execute();

  await db.schema
    .createTable('restaurant_menu_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_usd', 'numeric(8, 2)', (c) => c.notNull().check(sql`price_usd >= 0`))
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('restaurant_orders')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'varchar(255)')
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('pickup_time', 'timestamptz', (c) => c.notNull())
    .addColumn('total_usd', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('placed'))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'restaurant_orders_status_check',
      sql`status in ('placed', 'ready', 'collected', 'cancelled')`,
    )
    .execute();
  await db.schema
    .createTable('restaurant_order_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('restaurant_orders.id').onDelete('cascade'),
    )
    .addColumn('menu_item_id', 'text', (c) => c.notNull().references('restaurant_menu_items.id'))
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_usd', 'numeric(8, 2)', (c) => c.notNull())
    .addColumn('notes', 'text')
    .execute();
  await db.schema
    .createIndex('restaurant_order_items_order_id_idx')
    .on('restaurant_order_items')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('hospital_clinicians')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('appointment_minutes', 'integer', (c) =>
      c.notNull().check(sql`appointment_minutes between 5 and 240`),
    )
    .execute();
  await db.schema
    .createTable('hospital_clinic_hours')
    .addColumn('clinician_id', 'text', (c) =>
      c.notNull().references('hospital_clinicians.id').onDelete('cascade'),
    )
    // 0 is Sunday, as Date.getUTCDay() counts.
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hospital_clinic_hours_pkey', [
      'clinician_id',
      'weekday',
      'start_minute',
    ])
    .addCheckConstraint(
      'hospital_clinic_hours_range_check',
      sql`start_minute >= 0 and end_minute <= 1440 and end_minute > start_minute`,
    )
    .execute();
  await db.schema
    .createTable('hospital_appointments')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'varchar(255)')
    .addColumn('clinician_id', 'text', (c) => c.notNull().references('hospital_clinicians.id'))
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('patient_phone', 'text')
    .addColumn('reason', 'text')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('hospital_appointments_times_check', sql`ends_at > starts_at`)
    .addCheckConstraint(
      'hospital_appointments_status_check',
      sql`status in ('booked', 'cancelled')`,
    )
    .execute();
  // One booked appointment per clinician and start: two callers racing for a slot, one wins.
  await sql`
    create unique index hospital_appointments_booked_slot_idx
    on hospital_appointments (clinician_id, starts_at) where status = 'booked'
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen; it must not see today's types
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'hospital_appointments',
    'hospital_clinic_hours',
    'hospital_clinicians',
    'restaurant_order_items',
    'restaurant_orders',
    'restaurant_menu_items',
    'hotel_bookings',
    'hotel_room_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

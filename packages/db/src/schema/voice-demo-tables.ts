import type { Generated, GeneratedAlways } from 'kysely';
import type { DefaultTimestamp, Numeric, Timestamp } from './column-types.ts';

// The demo voice assistants' working tables (migration 20261126002200_create_voice_demo_tables;
// docs/architecture.md#voice-agent). Catalogues are fictional sample data; bookings, orders and
// appointments are written by services/voice-agent.

export type HotelBookingStatus = 'requested' | 'confirmed' | 'cancelled';
export type RestaurantOrderStatus = 'placed' | 'ready' | 'collected' | 'cancelled';
export type HospitalAppointmentStatus = 'booked' | 'cancelled';

export interface HotelRoomTypesTable {
  id: string;
  name: string;
  description: string;
  maxGuests: number;
  /** numeric(10,2), read as a string. */
  nightlyRateUsd: Numeric;
  roomCount: number;
  createdAt: DefaultTimestamp;
}

export interface HotelBookingsTable {
  id: Generated<string>;
  reference: string;
  sessionId: string | null;
  roomTypeId: string;
  guestName: string;
  guestPhone: string | null;
  guests: number;
  /** 00:00 UTC of the arrival date. */
  checkIn: Timestamp;
  /** 00:00 UTC of the departure date. */
  checkOut: Timestamp;
  totalUsd: Numeric;
  status: Generated<HotelBookingStatus>;
  createdAt: DefaultTimestamp;
}

export interface RestaurantMenuItemsTable {
  id: string;
  category: string;
  name: string;
  description: string;
  priceUsd: Numeric;
  isAvailable: Generated<boolean>;
  sortOrder: Generated<number>;
}

export interface RestaurantOrdersTable {
  id: Generated<string>;
  reference: string;
  sessionId: string | null;
  customerName: string;
  customerPhone: string | null;
  pickupTime: Timestamp;
  totalUsd: Numeric;
  status: Generated<RestaurantOrderStatus>;
  notes: string | null;
  createdAt: DefaultTimestamp;
}

export interface RestaurantOrderItemsTable {
  id: GeneratedAlways<number>;
  orderId: string;
  menuItemId: string;
  itemName: string;
  quantity: number;
  unitPriceUsd: Numeric;
  notes: string | null;
}

export interface HospitalCliniciansTable {
  id: string;
  name: string;
  department: string;
  appointmentMinutes: number;
}

export interface HospitalClinicHoursTable {
  clinicianId: string;
  /** 0 is Sunday (Date.getUTCDay()). */
  weekday: number;
  /** Minutes after 00:00 UTC. */
  startMinute: number;
  endMinute: number;
}

export interface HospitalAppointmentsTable {
  id: Generated<string>;
  reference: string;
  sessionId: string | null;
  clinicianId: string;
  patientName: string;
  patientPhone: string | null;
  reason: string | null;
  startsAt: Timestamp;
  endsAt: Timestamp;
  status: Generated<HospitalAppointmentStatus>;
  createdAt: DefaultTimestamp;
}

import { adminVoiceCopy as copy } from '@phi/content';
import type {
  DemoHospitalAppointment,
  DemoHotelBooking,
  DemoRestaurantOrder,
  VoicebotUsageItem,
  VoiceOverviewResponse,
} from '@phi/contracts/admin';
import { formatStaffDate, formatStaffDateTime } from '../../lib/staff-dates.ts';
import { formatCount, formatUsd } from './voice-format.ts';
import { type VoiceColumn, VoiceTable } from './voice-table.tsx';

const usageColumns: readonly VoiceColumn<VoicebotUsageItem>[] = [
  {
    heading: copy.botId,
    cell: (row) => (
      <span className="font-mono text-xs">
        {row.voicebotId}
        {row.isDemo ? <span className="ml-2 text-slate-400">({copy.demo})</span> : null}
      </span>
    ),
  },
  { heading: copy.company, cell: (row) => row.companyName ?? '—' },
  { heading: copy.sessions, cell: (row) => formatCount(row.sessions) },
  { heading: copy.minutes, cell: (row) => row.minutes.toFixed(1) },
  {
    heading: copy.actions,
    cell: (row) => `${formatCount(row.totalActions)} (${formatCount(row.failedActions)})`,
  },
  { heading: copy.tokens, cell: (row) => formatCount(row.totalTokensUsed) },
  { heading: copy.cost, cell: (row) => formatUsd(row.totalCostUsd) },
  { heading: copy.lastActivity, cell: (row) => formatStaffDateTime(row.lastActivity) },
];

// The three demo personas' records share their first and last columns.
type DemoRecord = { reference: string; status: string; createdAt: string };

function demoRecordColumns<Row extends DemoRecord>(
  own: readonly VoiceColumn<Row>[],
): readonly VoiceColumn<Row>[] {
  return [
    { heading: copy.reference, cell: (row) => row.reference },
    ...own,
    { heading: copy.status, cell: (row) => row.status },
    { heading: copy.taken, cell: (row) => formatStaffDateTime(row.createdAt) },
  ];
}

const bookingColumns = demoRecordColumns<DemoHotelBooking>([
  { heading: copy.guest, cell: (row) => `${row.guestName} (${row.guests})` },
  { heading: copy.room, cell: (row) => row.roomName },
  {
    heading: copy.stay,
    cell: (row) =>
      `${formatStaffDate(row.checkIn, 'UTC')} – ${formatStaffDate(row.checkOut, 'UTC')}`,
  },
  { heading: copy.total, cell: (row) => formatUsd(row.totalUsd) },
]);

const orderColumns = demoRecordColumns<DemoRestaurantOrder>([
  { heading: copy.customer, cell: (row) => row.customerName },
  { heading: copy.items, cell: (row) => row.items },
  { heading: copy.pickup, cell: (row) => formatStaffDateTime(row.pickupTime) },
  { heading: copy.total, cell: (row) => formatUsd(row.totalUsd) },
]);

const appointmentColumns = demoRecordColumns<DemoHospitalAppointment>([
  { heading: copy.patient, cell: (row) => row.patientName },
  { heading: copy.clinician, cell: (row) => `${row.clinicianName}, ${row.department}` },
  { heading: copy.when, cell: (row) => formatStaffDateTime(row.startsAt) },
]);

type VoiceBlock = 'usage' | 'bookings' | 'orders' | 'appointments';

/** A headed table of the Voice page: its heading, table name and empty text are the block's copy. */
function VoiceBlockTable<Row>({
  block,
  ...table
}: { block: VoiceBlock } & Omit<Parameters<typeof VoiceTable<Row>>[0], 'label' | 'empty'>) {
  const id = `voice-${block}-heading`;
  return (
    <div className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-white">
        {copy[`${block}Heading` as const]}
      </h2>
      <VoiceTable
        {...table}
        label={copy[`${block}Table` as const]}
        empty={copy[`${block}Empty` as const]}
      />
    </div>
  );
}

const byReference = (row: DemoRecord) => row.reference;

export function VoiceUsageSection({ usage }: { usage: VoiceOverviewResponse['usage'] }) {
  return (
    <VoiceBlockTable
      block="usage"
      columns={usageColumns}
      rows={usage}
      rowKey={(row) => row.voicebotId}
    />
  );
}

/** The bookings, orders and appointments the demo personas took, newest first. */
export function VoiceDemoRecordsSection({ overview }: { overview: VoiceOverviewResponse }) {
  return (
    <>
      <VoiceBlockTable
        block="bookings"
        columns={bookingColumns}
        rows={overview.hotelBookings}
        rowKey={byReference}
      />
      <VoiceBlockTable
        block="orders"
        columns={orderColumns}
        rows={overview.restaurantOrders}
        rowKey={byReference}
      />
      <VoiceBlockTable
        block="appointments"
        columns={appointmentColumns}
        rows={overview.hospitalAppointments}
        rowKey={byReference}
      />
    </>
  );
}

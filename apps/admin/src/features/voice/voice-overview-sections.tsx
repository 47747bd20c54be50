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

const bookingColumns: readonly VoiceColumn<DemoHotelBooking>[] = [
  { heading: copy.reference, cell: (row) => row.reference },
  { heading: copy.guest, cell: (row) => `${row.guestName} (${row.guests})` },
  { heading: copy.room, cell: (row) => row.roomName },
  {
    heading: copy.stay,
    cell: (row) =>
      `${formatStaffDate(row.checkIn, 'UTC')} – ${formatStaffDate(row.checkOut, 'UTC')}`,
  },
  { heading: copy.total, cell: (row) => formatUsd(row.totalUsd) },
  { heading: copy.status, cell: (row) => row.status },
  { heading: copy.taken, cell: (row) => formatStaffDateTime(row.createdAt) },
];

const orderColumns: readonly VoiceColumn<DemoRestaurantOrder>[] = [
  { heading: copy.reference, cell: (row) => row.reference },
  { heading: copy.customer, cell: (row) => row.customerName },
  { heading: copy.items, cell: (row) => row.items },
  { heading: copy.pickup, cell: (row) => formatStaffDateTime(row.pickupTime) },
  { heading: copy.total, cell: (row) => formatUsd(row.totalUsd) },
  { heading: copy.status, cell: (row) => row.status },
  { heading: copy.taken, cell: (row) => formatStaffDateTime(row.createdAt) },
];

const appointmentColumns: readonly VoiceColumn<DemoHospitalAppointment>[] = [
  { heading: copy.reference, cell: (row) => row.reference },
  { heading: copy.patient, cell: (row) => row.patientName },
  { heading: copy.clinician, cell: (row) => `${row.clinicianName}, ${row.department}` },
  { heading: copy.when, cell: (row) => formatStaffDateTime(row.startsAt) },
  { heading: copy.status, cell: (row) => row.status },
  { heading: copy.taken, cell: (row) => formatStaffDateTime(row.createdAt) },
];

function Titled({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-white">
        {title}
      </h2>
      {children}
    </div>
  );
}

export function VoiceUsageSection({ usage }: { usage: VoiceOverviewResponse['usage'] }) {
  return (
    <Titled id="voice-usage-heading" title={copy.usageHeading}>
      <VoiceTable
        label={copy.usageTable}
        columns={usageColumns}
        rows={usage}
        rowKey={(row) => row.voicebotId}
        empty={copy.usageEmpty}
      />
    </Titled>
  );
}

/** The bookings, orders and appointments the demo personas took, newest first. */
export function VoiceDemoRecordsSection({ overview }: { overview: VoiceOverviewResponse }) {
  return (
    <>
      <Titled id="voice-bookings-heading" title={copy.bookingsHeading}>
        <VoiceTable
          label={copy.bookingsTable}
          columns={bookingColumns}
          rows={overview.hotelBookings}
          rowKey={(row) => row.reference}
          empty={copy.bookingsEmpty}
        />
      </Titled>
      <Titled id="voice-orders-heading" title={copy.ordersHeading}>
        <VoiceTable
          label={copy.ordersTable}
          columns={orderColumns}
          rows={overview.restaurantOrders}
          rowKey={(row) => row.reference}
          empty={copy.ordersEmpty}
        />
      </Titled>
      <Titled id="voice-appointments-heading" title={copy.appointmentsHeading}>
        <VoiceTable
          label={copy.appointmentsTable}
          columns={appointmentColumns}
          rows={overview.hospitalAppointments}
          rowKey={(row) => row.reference}
          empty={copy.appointmentsEmpty}
        />
      </Titled>
    </>
  );
}

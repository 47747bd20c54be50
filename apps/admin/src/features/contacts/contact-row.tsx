import {
  adminScreensCopy,
  contactSpamReasonLabels,
  contactStatusLabels,
  priorityLabels,
} from '@phi/content';
import type { AdminContact } from '@phi/contracts/admin';
import { adminListMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { Inbox, Pencil } from 'lucide-react';
import { Badge } from '../../components/badge.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { RowDetail, RowNotes } from '../../components/list-row.tsx';
import { formatStaffDate } from '../../lib/staff-dates.ts';

interface ContactRowProps {
  contact: AdminContact;
  onEdit: (contact: AdminContact) => void;
  /** Moves a suspected spam contact into the list (docs/architecture.md#departures). */
  onNotSpam: (contact: AdminContact) => void;
  isMovingOut: boolean;
}

// spec: chat-news-admin §2 (contacts), each row: name, status, priority, e-mail, company,
// created date, last contacted date, notes
export function ContactRow({ contact, onEdit, onNotSpam, isMovingOut }: ContactRowProps) {
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-white">{contact.name}</h3>
          <Badge value={contact.status} label={contactStatusLabels[contact.status]} />
          <Badge value={contact.priority} label={priorityLabels[contact.priority]} />
          {contact.spamReason ? (
            <Badge
              value="spam"
              label={`${adminScreensCopy.suspectedSpam}: ${contactSpamReasonLabels[contact.spamReason]}`}
            />
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          {contact.spamReason ? (
            <Button
              variant="secondary"
              aria-label={adminScreensCopy.notSpamOf(contact.name)}
              disabled={isMovingOut}
              onClick={() => onNotSpam(contact)}
            >
              <Inbox aria-hidden="true" className="size-4" />
              {adminScreensCopy.notSpam}
            </Button>
          ) : null}
          <IconButton
            label={adminScreensCopy.edit(contact.name)}
            icon={Pencil}
            onClick={() => onEdit(contact)}
          />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <RowDetail label={adminScreensCopy.email} className="break-all">
          {contact.email}
        </RowDetail>
        <RowDetail label={adminScreensCopy.company}>
          {contact.company ?? adminListMessages.noValue}
        </RowDetail>
        <RowDetail label={adminScreensCopy.created}>{formatStaffDate(contact.createdAt)}</RowDetail>
        <RowDetail label={adminScreensCopy.lastContacted}>
          {formatStaffDate(contact.lastContactedAt)}
        </RowDetail>
      </dl>
      <RowNotes notes={contact.notes} />
    </li>
  );
}

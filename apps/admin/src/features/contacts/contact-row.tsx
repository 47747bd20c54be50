import { adminScreensCopy, contactStatusLabels, priorityLabels } from '@phi/content';
import type { AdminContact } from '@phi/contracts/admin';
import { formatDisplayDate, previewNotes } from '@phi/contracts/admin';
import { Pencil } from 'lucide-react';
import { Badge } from '../../components/badge.tsx';
import { IconButton } from '../../components/icon-button.tsx';

interface ContactRowProps {
  contact: AdminContact;
  onEdit: (contact: AdminContact) => void;
}

// spec: chat-news-admin §2 (contacts), each row: name, status, priority, e-mail, company,
// created date, last contacted date, notes
export function ContactRow({ contact, onEdit }: ContactRowProps) {
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-white">{contact.name}</h3>
          <Badge value={contact.status} label={contactStatusLabels[contact.status]} />
          <Badge value={contact.priority} label={priorityLabels[contact.priority]} />
        </div>
        <IconButton
          label={adminScreensCopy.edit(contact.name)}
          icon={Pencil}
          onClick={() => onEdit(contact)}
        />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-500">{adminScreensCopy.email}</dt>
          <dd className="break-all text-slate-200">{contact.email}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{adminScreensCopy.company}</dt>
          <dd className="text-slate-200">{contact.company ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{adminScreensCopy.created}</dt>
          <dd className="text-slate-200">{formatDisplayDate(contact.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{adminScreensCopy.lastContacted}</dt>
          <dd className="text-slate-200">{formatDisplayDate(contact.lastContactedAt)}</dd>
        </div>
      </dl>
      {contact.notes ? (
        <p className="mt-3 text-sm text-slate-400">
          <span className="text-slate-500">{adminScreensCopy.notes}: </span>
          {previewNotes(contact.notes)}
        </p>
      ) : null}
    </li>
  );
}

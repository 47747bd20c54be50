import { adminScreensCopy } from '@phi/content';
import { textLimits } from '@phi/contracts';
import { type AdminContact, contactUpdateSchema, formatDisplayDate } from '@phi/contracts/admin';
import { type FormEvent, useId, useState } from 'react';
import { DetailItem, inputClassName, SelectField } from '../../components/form-fields.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { SaveFooter } from '../../components/save-footer.tsx';
import { fromDateTimeInputValue, toDateTimeInputValue } from '../../lib/date-input.ts';
import { collectFieldErrors } from '../../lib/form-errors.ts';
import {
  contactAssigneeOptions,
  contactSourceOptions,
  contactStatusOptions,
  priorityOptions,
  withUnassigned,
} from '../../lib/labels.ts';
import { useUpdateContact } from './contacts-api.ts';

const blank = { value: '', label: '—' };

// spec: chat-news-admin §2 (edit modal, read-only original message), §5 (required fields), §7
export function ContactEditDialog({
  contact,
  onClose,
}: {
  contact: AdminContact;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    status: contact.status as string,
    priority: contact.priority as string,
    source: contact.source as string,
    assignedTo: contact.assignedTo ?? '',
    notes: contact.notes ?? '',
    lastContactedAt: toDateTimeInputValue(contact.lastContactedAt),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateContact();
  const ids = { notes: useId(), lastContacted: useId() };

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactUpdateSchema.safeParse({
      ...form,
      lastContactedAt: fromDateTimeInputValue(form.lastContactedAt),
    });
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate({ id: contact.id, update: parsed.data }, { onSuccess: onClose });
  };

  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={adminScreensCopy.edit(contact.name)}
      description={contact.email}
      closeLabel={adminScreensCopy.close}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <dl className="grid gap-4 sm:grid-cols-3">
          <DetailItem label={adminScreensCopy.company}>{contact.company ?? '—'}</DetailItem>
          <DetailItem label={adminScreensCopy.service}>{contact.service ?? '—'}</DetailItem>
          <DetailItem label={adminScreensCopy.created}>
            {formatDisplayDate(contact.createdAt)}
          </DetailItem>
        </dl>
        <div>
          <p className="text-sm font-medium text-slate-200">{adminScreensCopy.originalMessage}</p>
          {/* Rendered as text: a message holding HTML or script shows as typed. */}
          <p
            data-testid="original-message"
            className="mt-1.5 max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-700 bg-slate-950/60 p-3 text-sm text-slate-200"
          >
            {contact.message}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={adminScreensCopy.status}
            options={[blank, ...contactStatusOptions]}
            value={form.status}
            onChange={(event) => set('status')(event.target.value)}
            error={errors.status}
          />
          <SelectField
            label={adminScreensCopy.priority}
            options={[blank, ...priorityOptions]}
            value={form.priority}
            onChange={(event) => set('priority')(event.target.value)}
            error={errors.priority}
          />
          <SelectField
            label={adminScreensCopy.source}
            options={[blank, ...contactSourceOptions]}
            value={form.source}
            onChange={(event) => set('source')(event.target.value)}
            error={errors.source}
          />
          <SelectField
            label={adminScreensCopy.assignee}
            options={withUnassigned(contactAssigneeOptions)}
            value={form.assignedTo}
            onChange={(event) => set('assignedTo')(event.target.value)}
            error={errors.assignedTo}
          />
          <div>
            <label htmlFor={ids.lastContacted} className="text-sm font-medium text-slate-200">
              {adminScreensCopy.lastContacted}
            </label>
            <input
              id={ids.lastContacted}
              type="datetime-local"
              value={form.lastContactedAt}
              onChange={(event) => set('lastContactedAt')(event.target.value)}
              className={`mt-1.5 ${inputClassName}`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={ids.notes} className="text-sm font-medium text-slate-200">
            {adminScreensCopy.notes}
          </label>
          <textarea
            id={ids.notes}
            rows={4}
            maxLength={textLimits.notes}
            value={form.notes}
            placeholder={adminScreensCopy.notesPlaceholder}
            onChange={(event) => set('notes')(event.target.value)}
            className={`mt-1.5 ${inputClassName} h-auto py-2`}
          />
        </div>
        <SaveFooter
          isPending={update.isPending}
          error={update.error}
          onCancel={onClose}
          label={adminScreensCopy.save}
        />
      </form>
    </ModalDialog>
  );
}

import { adminScreensCopy } from '@phi/content';
import {
  type AdminContact,
  contactEditConflictSchema,
  contactUpdateSchema,
} from '@phi/contracts/admin';
import { adminListMessages } from '@phi/contracts/messages';
import { EditConflictPanel } from '../../components/edit-conflict-panel.tsx';
import { EditDialog, NotesField } from '../../components/edit-dialog.tsx';
import {
  DateField,
  DetailItem,
  ReadOnlyText,
  SelectFields,
} from '../../components/form-fields.tsx';
import { fromDateTimeInputValue, toDateTimeInputValue } from '../../lib/date-input.ts';
import {
  contactAssigneeOptions,
  contactSourceOptions,
  contactStatusOptions,
  priorityOptions,
  withBlank,
  withUnassigned,
} from '../../lib/labels.ts';
import { formatStaffDate } from '../../lib/staff-dates.ts';
import { readEditConflict, useEditConflict } from '../../lib/use-edit-conflict.ts';
import { useFormFields } from '../../lib/use-form-fields.ts';
import { conflictFieldLabels } from './contact-conflict-fields.ts';
import { useUpdateContact } from './contacts-api.ts';

const choiceFields = [
  { key: 'status', label: adminScreensCopy.status, options: withBlank(contactStatusOptions) },
  { key: 'priority', label: adminScreensCopy.priority, options: withBlank(priorityOptions) },
  { key: 'source', label: adminScreensCopy.source, options: withBlank(contactSourceOptions) },
  {
    key: 'assignedTo',
    label: adminScreensCopy.assignee,
    options: withUnassigned(contactAssigneeOptions),
  },
] as const;

/** The form's values for a contact (also how a newer copy is compared after a conflict). */
function toContactForm(contact: AdminContact) {
  return {
    status: contact.status as string,
    priority: contact.priority as string,
    source: contact.source as string,
    assignedTo: contact.assignedTo ?? '',
    notes: contact.notes ?? '',
    lastContactedAt: toDateTimeInputValue(contact.lastContactedAt),
  };
}

// spec: chat-news-admin §2 (edit modal, read-only original message), §5 (required fields), §7
export function ContactEditDialog({
  contact,
  onClose,
}: {
  contact: AdminContact;
  onClose: () => void;
}) {
  const { form, setForm, set, errors, validate } = useFormFields(() => toContactForm(contact));
  const conflict = useEditConflict({
    record: contact,
    toForm: toContactForm,
    conflictSchema: contactEditConflictSchema,
    setForm,
  });
  const update = useUpdateContact();

  const submit = () => {
    const data = validate(contactUpdateSchema, {
      ...form,
      lastContactedAt: fromDateTimeInputValue(form.lastContactedAt),
    });
    if (data) {
      const sent = form;
      update.mutate(
        { id: contact.id, update: { ...data, version: conflict.version } },
        { onSuccess: onClose, onError: (error) => conflict.handleSaveError(error, sent) },
      );
    }
  };

  return (
    <EditDialog
      title={adminScreensCopy.edit(contact.name)}
      description={contact.email}
      onClose={onClose}
      onSubmit={submit}
      isPending={update.isPending}
      error={readEditConflict(update.error, contactEditConflictSchema) ? null : update.error}
    >
      <EditConflictPanel
        conflict={conflict.conflict}
        fields={conflictFieldLabels}
        onChoose={conflict.choose}
        onChooseAll={conflict.chooseAll}
      />
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailItem label={adminScreensCopy.company}>
          {contact.company ?? adminListMessages.noValue}
        </DetailItem>
        <DetailItem label={adminScreensCopy.service}>
          {contact.service ?? adminListMessages.noValue}
        </DetailItem>
        <DetailItem label={adminScreensCopy.created}>
          {formatStaffDate(contact.createdAt)}
        </DetailItem>
      </dl>
      {/* Rendered as text: a message holding HTML or script shows as typed. */}
      <ReadOnlyText label={adminScreensCopy.originalMessage} testId="original-message">
        {contact.message}
      </ReadOnlyText>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFields
          fields={choiceFields}
          values={form}
          errors={errors}
          onChange={(key, value) => set(key)(value)}
        />
        <DateField
          label={adminScreensCopy.lastContacted}
          type="datetime-local"
          value={form.lastContactedAt}
          onChange={set('lastContactedAt')}
        />
      </div>
      <NotesField value={form.notes} onChange={set('notes')} error={errors.notes} />
    </EditDialog>
  );
}

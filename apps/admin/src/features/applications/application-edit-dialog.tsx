import { adminScreensCopy } from '@phi/content';
import {
  type AdminApplication,
  applicationEditConflictSchema,
  applicationUpdateSchema,
  readEducation,
  readExperience,
  readPersonalInfo,
} from '@phi/contracts/admin';
import { adminApplicationMessages } from '@phi/contracts/messages';
import { EditConflictPanel } from '../../components/edit-conflict-panel.tsx';
import { EditDialog, NotesField } from '../../components/edit-dialog.tsx';
import {
  DateField,
  DetailItem,
  ReadOnlyText,
  SelectFields,
} from '../../components/form-fields.tsx';
import { fromDateTimeInputValue, toDateTimeInputValue } from '../../lib/date-input.ts';
import { joinFacts } from '../../lib/join-facts.ts';
import {
  applicationAssigneeOptions,
  applicationStatusOptions,
  priorityOptions,
  withBlank,
  withUnassigned,
} from '../../lib/labels.ts';
import { formatStaffDate } from '../../lib/staff-dates.ts';
import { readEditConflict, useEditConflict } from '../../lib/use-edit-conflict.ts';
import { useFormFields } from '../../lib/use-form-fields.ts';
import { applicationConflictFields } from './application-conflict-fields.ts';
import { candidateName } from './application-row.tsx';
import { useUpdateApplication } from './applications-api.ts';
import { StarRatingInput } from './star-rating.tsx';

const na = adminApplicationMessages.notAvailable;

const choiceFields = [
  { key: 'status', label: adminScreensCopy.status, options: withBlank(applicationStatusOptions) },
  { key: 'priority', label: adminScreensCopy.priority, options: withBlank(priorityOptions) },
  {
    key: 'assignedTo',
    label: adminScreensCopy.assignee,
    options: withUnassigned(applicationAssigneeOptions),
  },
] as const;

/** The form's values for an application (also how a newer copy is compared after a conflict). */
function toApplicationForm(application: AdminApplication) {
  return {
    status: application.status as string,
    priority: application.priority as string,
    assignedTo: application.assignedTo ?? '',
    rating: String(application.rating),
    notes: application.notes ?? '',
    interviewDate: toDateTimeInputValue(application.interviewDate),
  };
}

// spec: chat-news-admin §2 (edit modal), §3 (application fields), §5 (required fields), §7
export function ApplicationEditDialog({
  application,
  onClose,
}: {
  application: AdminApplication;
  onClose: () => void;
}) {
  const { form, setForm, set, errors, validate } = useFormFields(() =>
    toApplicationForm(application),
  );
  const conflict = useEditConflict({
    record: application,
    toForm: toApplicationForm,
    conflictSchema: applicationEditConflictSchema,
    setForm,
  });
  const update = useUpdateApplication();
  const person = readPersonalInfo(application.personalInfo);
  const experience = readExperience(application.experience);
  const education = readEducation(application.education);

  const submit = () => {
    const data = validate(applicationUpdateSchema, {
      ...form,
      rating: Number(form.rating),
      interviewDate: fromDateTimeInputValue(form.interviewDate),
    });
    if (data) {
      const sent = form;
      update.mutate(
        { id: application.id, update: { ...data, version: conflict.version } },
        { onSuccess: onClose, onError: (error) => conflict.handleSaveError(error, sent) },
      );
    }
  };

  return (
    <EditDialog
      title={adminScreensCopy.edit(candidateName(person))}
      description={application.jobTitle}
      onClose={onClose}
      onSubmit={submit}
      isPending={update.isPending}
      error={readEditConflict(update.error, applicationEditConflictSchema) ? null : update.error}
    >
      <EditConflictPanel
        conflict={conflict.conflict}
        fields={applicationConflictFields}
        onChoose={conflict.choose}
        onChooseAll={conflict.chooseAll}
      />
      <dl className="grid gap-4 sm:grid-cols-3">
        <DetailItem label={adminScreensCopy.email}>{person?.email || na}</DetailItem>
        <DetailItem label={adminScreensCopy.phone}>{person?.phone || na}</DetailItem>
        <DetailItem label={adminScreensCopy.applied}>
          {formatStaffDate(application.createdAt)}
        </DetailItem>
      </dl>
      <DetailList
        label={adminScreensCopy.experience}
        items={experience.map((entry) => joinFacts([entry.title, entry.company, entry.duration]))}
      />
      <DetailList
        label={adminScreensCopy.education}
        items={education.map((entry) => joinFacts([entry.degree, entry.institution, entry.year]))}
      />
      <ReadOnlyText label={adminScreensCopy.coverLetter}>{application.coverLetter}</ReadOnlyText>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFields
          fields={choiceFields}
          values={form}
          errors={errors}
          onChange={(key, value) => set(key)(value)}
        />
        <DateField
          label={adminScreensCopy.interviewDate}
          type="datetime-local"
          value={form.interviewDate}
          onChange={set('interviewDate')}
        />
      </div>
      <StarRatingInput
        value={Number(form.rating)}
        onChange={(value) => set('rating')(String(value))}
      />
      <NotesField value={form.notes} onChange={set('notes')} error={errors.notes} />
    </EditDialog>
  );
}

/** A labelled bullet list; nothing at all when there are no items. */
function DetailList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) {
    return null;
  }
  return (
    <div>
      <p className="text-sm font-medium text-slate-200">{label}</p>
      <ul className="mt-1.5 list-disc pl-5 text-sm text-slate-300">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

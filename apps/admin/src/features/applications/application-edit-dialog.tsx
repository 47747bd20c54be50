import { adminScreensCopy } from '@phi/content';
import { textLimits } from '@phi/contracts';
import {
  type AdminApplication,
  applicationUpdateSchema,
  formatDisplayDate,
  readEducation,
  readExperience,
  readPersonalInfo,
} from '@phi/contracts/admin';
import { adminApplicationMessages } from '@phi/contracts/messages';
import { type FormEvent, useId, useState } from 'react';
import { DetailItem, inputClassName, SelectField } from '../../components/form-fields.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { SaveFooter } from '../../components/save-footer.tsx';
import { fromDateTimeInputValue, toDateTimeInputValue } from '../../lib/date-input.ts';
import { collectFieldErrors } from '../../lib/form-errors.ts';
import {
  applicationAssigneeOptions,
  applicationStatusOptions,
  priorityOptions,
  withUnassigned,
} from '../../lib/labels.ts';
import { candidateName } from './application-row.tsx';
import { useUpdateApplication } from './applications-api.ts';
import { StarRatingInput } from './star-rating.tsx';

const blank = { value: '', label: '—' };
const na = adminApplicationMessages.notAvailable;

// spec: chat-news-admin §2 (edit modal), §3 (application fields), §5 (required fields), §7
export function ApplicationEditDialog({
  application,
  onClose,
}: {
  application: AdminApplication;
  onClose: () => void;
}) {
  const [form, setForm] = useState({
    status: application.status as string,
    priority: application.priority as string,
    assignedTo: application.assignedTo ?? '',
    notes: application.notes ?? '',
    interviewDate: toDateTimeInputValue(application.interviewDate),
  });
  const [rating, setRating] = useState(application.rating);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateApplication();
  const ids = { notes: useId(), interview: useId() };
  const person = readPersonalInfo(application.personalInfo);
  const experience = readExperience(application.experience);
  const education = readEducation(application.education);

  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = applicationUpdateSchema.safeParse({
      ...form,
      rating,
      interviewDate: fromDateTimeInputValue(form.interviewDate),
    });
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate({ id: application.id, update: parsed.data }, { onSuccess: onClose });
  };

  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={adminScreensCopy.edit(candidateName(application))}
      description={application.jobTitle}
      closeLabel={adminScreensCopy.close}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <dl className="grid gap-4 sm:grid-cols-3">
          <DetailItem label={adminScreensCopy.email}>{person?.email || na}</DetailItem>
          <DetailItem label={adminScreensCopy.phone}>{person?.phone || na}</DetailItem>
          <DetailItem label={adminScreensCopy.applied}>
            {formatDisplayDate(application.createdAt)}
          </DetailItem>
        </dl>
        {experience.length > 0 ? (
          <DetailList
            label={adminScreensCopy.experience}
            items={experience.map((entry) =>
              [entry.title, entry.company, entry.duration].filter(Boolean).join(' · '),
            )}
          />
        ) : null}
        {education.length > 0 ? (
          <DetailList
            label={adminScreensCopy.education}
            items={education.map((entry) =>
              [entry.degree, entry.institution, entry.year].filter(Boolean).join(' · '),
            )}
          />
        ) : null}
        <div>
          <p className="text-sm font-medium text-slate-200">{adminScreensCopy.coverLetter}</p>
          <p className="mt-1.5 max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-700 bg-slate-950/60 p-3 text-sm text-slate-200">
            {application.coverLetter}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={adminScreensCopy.status}
            options={[blank, ...applicationStatusOptions]}
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
            label={adminScreensCopy.assignee}
            options={withUnassigned(applicationAssigneeOptions)}
            value={form.assignedTo}
            onChange={(event) => set('assignedTo')(event.target.value)}
            error={errors.assignedTo}
          />
          <div>
            <label htmlFor={ids.interview} className="text-sm font-medium text-slate-200">
              {adminScreensCopy.interviewDate}
            </label>
            <input
              id={ids.interview}
              type="datetime-local"
              value={form.interviewDate}
              onChange={(event) => set('interviewDate')(event.target.value)}
              className={`mt-1.5 ${inputClassName}`}
            />
          </div>
        </div>
        <StarRatingInput value={rating} onChange={setRating} />
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

function DetailList({ label, items }: { label: string; items: string[] }) {
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

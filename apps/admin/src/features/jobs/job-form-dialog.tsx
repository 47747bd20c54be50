import { adminScreensCopy } from '@phi/content';
import { defaultJobType, jobTypes, textLimits } from '@phi/contracts';
import {
  type AdminJob,
  type JobFormInput,
  jobEditConflictSchema,
  jobFormSchema,
} from '@phi/contracts/admin';
import { adminJobMessages } from '@phi/contracts/messages';
import { Button } from '@phi/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { EditConflictPanel } from '../../components/edit-conflict-panel.tsx';
import { EditDialog } from '../../components/edit-dialog.tsx';
import {
  FieldError,
  inputClassName,
  SelectField,
  TextField,
} from '../../components/form-fields.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { readEditConflict, useEditConflict } from '../../lib/use-edit-conflict.ts';
import { useFormFields } from '../../lib/use-form-fields.ts';
import {
  fromJobConflictForm,
  jobConflictFields,
  jobConflictFormOf,
  toJobConflictForm,
} from './job-conflict-fields.ts';
import { emptyJobForm, jobToForm } from './job-form.ts';
import { useSaveJob } from './jobs-api.ts';

const newJobPlaceholder: AdminJob = {
  id: '',
  ...emptyJobForm,
  type: defaultJobType,
  requirements: [],
  isActive: true,
  createdAt: new Date(0).toISOString(),
  version: 1,
};

const typeOptions = jobTypes.map((type) => ({ value: type, label: type }));

// spec: chat-news-admin §2 (job form), §4 (save: list reloads, modal closes), §5 (validation)
export function JobFormDialog({ job, onClose }: { job: AdminJob | null; onClose: () => void }) {
  const { form, setForm, set, errors, validate } = useFormFields<JobFormInput>(() =>
    job ? jobToForm(job) : { ...emptyJobForm },
  );
  const save = useSaveJob();
  // A new posting has no version to conflict with: its hook starts from a placeholder.
  const conflict = useEditConflict({
    record: job ?? newJobPlaceholder,
    toForm: jobConflictFormOf,
    conflictSchema: jobEditConflictSchema,
    setForm: (update) =>
      setForm((current) => fromJobConflictForm(update(toJobConflictForm(current)), current)),
  });
  const requirementsErrorId = useId();
  const activeId = useId();
  const requirements = form.requirements ?? [''];

  const setRequirement = (index: number, value: string) =>
    set('requirements')(requirements.map((item, at) => (at === index ? value : item)));

  const submit = () => {
    // The contract trims, drops blank requirements and checks what the server checks.
    const data = validate(jobFormSchema, form);
    if (data) {
      const sent = toJobConflictForm(form);
      save.mutate(
        { id: job?.id ?? null, job: job ? { ...data, version: conflict.version } : data },
        { onSuccess: onClose, onError: (error) => conflict.handleSaveError(error, sent) },
      );
    }
  };

  return (
    <EditDialog
      title={job ? adminScreensCopy.editJobTitle : adminScreensCopy.newJob}
      onClose={onClose}
      onSubmit={submit}
      isPending={save.isPending}
      error={readEditConflict(save.error, jobEditConflictSchema) ? null : save.error}
      saveLabel={job ? adminScreensCopy.updateJob : adminScreensCopy.createJob}
    >
      <EditConflictPanel
        conflict={conflict.conflict}
        fields={jobConflictFields}
        onChoose={conflict.choose}
        onChooseAll={conflict.chooseAll}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={adminScreensCopy.jobTitle}
            value={form.title}
            onChange={set('title')}
            error={errors.title}
            maxLength={textLimits.shortText}
          />
        </div>
        <TextField
          label={adminScreensCopy.location}
          value={form.location}
          onChange={set('location')}
          error={errors.location}
          maxLength={textLimits.shortText}
        />
        <SelectField
          label={adminScreensCopy.type}
          options={typeOptions}
          value={form.type}
          onChange={(event) => set('type')(event.target.value as JobFormInput['type'])}
          error={errors.type}
        />
      </div>
      <TextField
        label={adminScreensCopy.description}
        value={form.description}
        onChange={set('description')}
        error={errors.description}
        isMultiline
        maxLength={textLimits.longText}
      />
      <fieldset aria-describedby={errors.requirements ? requirementsErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-200">
          {adminScreensCopy.requirements}
        </legend>
        <ul className="mt-1.5 flex flex-col gap-2">
          {requirements.map((requirement, index) => (
            // Keyed by position: the text changes while typing, and inputs are controlled.
            <li key={index} className="flex gap-2">
              <input
                aria-label={adminScreensCopy.requirement(index + 1)}
                value={requirement}
                maxLength={textLimits.requirement}
                onChange={(event) => setRequirement(index, event.target.value)}
                className={inputClassName}
              />
              {/* spec §5: a requirement can be removed only while more than one remains */}
              {requirements.length > 1 ? (
                <IconButton
                  label={adminScreensCopy.removeRequirement(index + 1)}
                  icon={Trash2}
                  onClick={() => set('requirements')(requirements.filter((_, at) => at !== index))}
                  className="size-10 shrink-0 hover:text-rose-200"
                />
              ) : null}
            </li>
          ))}
        </ul>
        <FieldError id={requirementsErrorId} message={errors.requirements} />
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          disabled={requirements.length >= textLimits.requirements}
          onClick={() => set('requirements')([...requirements, ''])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {adminScreensCopy.addRequirement}
        </Button>
      </fieldset>
      <div className="flex items-center gap-3">
        <input
          id={activeId}
          type="checkbox"
          checked={form.isActive ?? true}
          onChange={(event) => set('isActive')(event.target.checked)}
          className="size-4 accent-sky-400"
        />
        <label htmlFor={activeId} className="text-sm text-slate-200">
          {adminJobMessages.activeJobPosting}
        </label>
      </div>
    </EditDialog>
  );
}

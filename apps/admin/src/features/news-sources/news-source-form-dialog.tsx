import { adminScreensCopy, newsSourceStatusLabels, newsSourceTypeLabels } from '@phi/content';
import {
  newsSourceApiKeyMaxChars,
  newsSourceMaxPriority,
  newsSourceTypes,
  textLimits,
} from '@phi/contracts';
import {
  type NewsSource,
  newsSourceInsertSchema,
  newsSourcePatchSchema,
} from '@phi/contracts/admin';
import { Button } from '@phi/ui';
import { useId, useState } from 'react';
import { EditDialog } from '../../components/edit-dialog.tsx';
import {
  FieldError,
  inputClassName,
  LabelledField,
  SelectField,
  TextField,
} from '../../components/form-fields.tsx';
import { useFormFields } from '../../lib/use-form-fields.ts';
import {
  emptyNewsSourceForm,
  type NewsSourceFormValues,
  newsSourceToForm,
  readServerFieldErrors,
  toNewsSourceInsert,
  toNewsSourcePatch,
} from './news-source-form.ts';
import { useSaveNewsSource } from './news-sources-api.ts';

const copy = adminScreensCopy.newsSources;
const typeOptions = newsSourceTypes.map((type) => ({
  value: type,
  label: newsSourceTypeLabels[type],
}));
const statusOptions = (['active', 'inactive'] as const).map((status) => ({
  value: status,
  label: newsSourceStatusLabels[status],
}));

function PriorityField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  const hintId = useId();
  return (
    <LabelledField label={copy.priority}>
      {(id) => (
        <>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={newsSourceMaxPriority}
            step={1}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onChange(event.target.value)}
            className={`mt-1.5 ${inputClassName}`}
          />
          <p id={hintId} className="mt-1.5 text-xs text-slate-400">
            {copy.priorityHint}
          </p>
          <FieldError id={errorId} message={error} />
        </>
      )}
    </LabelledField>
  );
}

/**
 * The API key is write-only: the field starts blank, blank keeps the stored key, and Clear key
 * removes it (docs/architecture.md#security: news_sources.api_key is never sent).
 */
function ApiKeyField({
  source,
  value,
  onChange,
  isClearing,
  onClearingChange,
  error,
}: {
  source: NewsSource | null;
  value: string;
  onChange: (value: string) => void;
  isClearing: boolean;
  onClearingChange: (isClearing: boolean) => void;
  error: string | undefined;
}) {
  const hintId = useId();
  const errorId = useId();
  const hint = !source
    ? copy.apiKeyNewHint
    : isClearing
      ? copy.apiKeyClearing
      : source.hasApiKey
        ? copy.apiKeyKeepHint
        : copy.apiKeyNoneHint;
  return (
    <LabelledField label={copy.apiKey}>
      {(id) => (
        <>
          <div className="mt-1.5 flex gap-2">
            <input
              id={id}
              type="password"
              autoComplete="off"
              value={value}
              maxLength={newsSourceApiKeyMaxChars}
              disabled={isClearing}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => onChange(event.target.value)}
              className={inputClassName}
            />
            {source?.hasApiKey ? (
              <Button
                variant="secondary"
                size="sm"
                className="h-10 shrink-0"
                onClick={() => {
                  onChange('');
                  onClearingChange(!isClearing);
                }}
              >
                {isClearing ? copy.keepApiKey : copy.clearApiKey}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="mt-1.5 text-xs text-slate-400">
            {hint}
          </p>
          <FieldError id={errorId} message={error} />
        </>
      )}
    </LabelledField>
  );
}

// Ours (docs/architecture.md#news-pipeline): add or edit a news source. The contract checks
// what the server checks; the server's own field errors show beside the same fields.
export function NewsSourceFormDialog({
  source,
  onClose,
}: {
  source: NewsSource | null;
  onClose: () => void;
}) {
  const [initial] = useState<NewsSourceFormValues>(() =>
    source ? newsSourceToForm(source) : emptyNewsSourceForm,
  );
  const { form, set, errors, validate } = useFormFields<NewsSourceFormValues>(initial);
  const [isClearingApiKey, setIsClearingApiKey] = useState(false);
  const save = useSaveNewsSource();
  const fieldErrors = { ...readServerFieldErrors(save.error), ...errors };

  const submit = () => {
    if (source) {
      const patch = validate(
        newsSourcePatchSchema,
        toNewsSourcePatch(initial, form, isClearingApiKey),
      );
      if (patch) {
        save.mutate({ id: source.id, source: patch }, { onSuccess: onClose });
      }
      return;
    }
    const insert = validate(newsSourceInsertSchema, toNewsSourceInsert(form));
    if (insert) {
      save.mutate({ id: null, source: insert }, { onSuccess: onClose });
    }
  };

  return (
    <EditDialog
      title={source ? copy.editSourceTitle : copy.newSourceTitle}
      description={source?.name}
      onClose={onClose}
      onSubmit={submit}
      isPending={save.isPending}
      error={save.error}
      saveLabel={source ? adminScreensCopy.save : copy.createSource}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={copy.name}
            value={form.name}
            onChange={set('name')}
            error={fieldErrors.name}
            maxLength={textLimits.shortText}
          />
        </div>
        <SelectField
          label={copy.type}
          options={typeOptions}
          value={form.type}
          onChange={(event) => set('type')(event.target.value as NewsSourceFormValues['type'])}
          error={fieldErrors.type}
        />
        <SelectField
          label={copy.status}
          options={statusOptions}
          value={form.status}
          onChange={(event) => set('status')(event.target.value as NewsSourceFormValues['status'])}
          error={fieldErrors.status}
        />
        <div className="sm:col-span-2">
          <TextField
            label={copy.siteUrl}
            value={form.url}
            onChange={set('url')}
            error={fieldErrors.url}
            maxLength={textLimits.url}
            placeholder="https://"
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={copy.feedUrl}
            value={form.rssUrl}
            onChange={set('rssUrl')}
            error={fieldErrors.rssUrl}
            maxLength={textLimits.url}
            placeholder="https://"
          />
        </div>
        <PriorityField
          value={form.priority}
          onChange={set('priority')}
          error={fieldErrors.priority}
        />
        <ApiKeyField
          source={source}
          value={form.apiKey}
          onChange={set('apiKey')}
          isClearing={isClearingApiKey}
          onClearingChange={setIsClearingApiKey}
          error={fieldErrors.apiKey}
        />
      </div>
    </EditDialog>
  );
}

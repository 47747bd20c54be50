import { voicebotBuilderCopy as copy } from '@phi/content';
import { descriptionWords } from '@phi/contracts/constants';
import { voiceBuilderMessages } from '@phi/contracts/messages';
import { countWords, validateDescription } from '@phi/contracts/voicebot-validation';
import { FormField } from '../../components/form-field.tsx';
import type { CreateField, CreateProblem } from './create-validation.ts';

export interface CompanyInformationValues {
  readonly companyName: string;
  readonly botName: string;
  readonly description: string;
}

export interface CompanyInformationCardProps {
  readonly values: CompanyInformationValues;
  readonly problem: CreateProblem | null;
  readonly isDisabled: boolean;
  readonly onChange: (field: keyof CompanyInformationValues, value: string) => void;
  readonly onEdited: (field: CreateField) => void;
  readonly onCompanyNameBlur: () => void;
}

function errorFor(problem: CreateProblem | null, field: CreateField): string | undefined {
  return problem?.field === field ? problem.message : undefined;
}

/** spec: voice §2 and §5, the Company Information card with the live word counter. */
export function CompanyInformationCard({
  values,
  problem,
  isDisabled,
  onChange,
  onEdited,
  onCompanyNameBlur,
}: CompanyInformationCardProps) {
  const words = countWords(values.description);
  const isOptimal = words > 0 && validateDescription(values.description) === null;
  const edit = (field: keyof CompanyInformationValues, value: string) => {
    onChange(field, value);
    onEdited(field);
  };
  return (
    <fieldset
      disabled={isDisabled}
      className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-5"
    >
      <legend className="px-1 text-lg font-semibold text-white">
        {voiceBuilderMessages.companyInformation}
      </legend>
      <FormField
        id="voicebot-company-name"
        label={copy.companyName}
        error={errorFor(problem, 'companyName')}
      >
        {(control) => (
          <input
            {...control}
            name="companyName"
            autoComplete="organization"
            placeholder={copy.companyNamePlaceholder}
            value={values.companyName}
            onBlur={onCompanyNameBlur}
            onChange={(event) => edit('companyName', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="voicebot-bot-name"
        label={copy.botName}
        hint={copy.botNameHint}
        error={errorFor(problem, 'botName')}
      >
        {(control) => (
          <input
            {...control}
            name="botName"
            autoComplete="off"
            placeholder={copy.botNamePlaceholder}
            value={values.botName}
            onChange={(event) => edit('botName', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="voicebot-description"
        label={copy.description}
        hint={copy.descriptionHint}
        error={errorFor(problem, 'description')}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={5}
            placeholder={copy.descriptionPlaceholder}
            value={values.description}
            onChange={(event) => {
              edit('description', event.target.value);
              onEdited('content');
            }}
          />
        )}
      </FormField>
      <p className="-mt-2 flex justify-between text-sm" data-testid="word-counter">
        <span className="text-slate-400">
          {copy.wordCount(words)} ({descriptionWords.min}–{descriptionWords.max})
        </span>
        {isOptimal ? (
          <span className="font-medium text-emerald-300">{voiceBuilderMessages.optimalLength}</span>
        ) : null}
      </p>
    </fieldset>
  );
}

import { voicebotBuilderCopy as copy } from '@phi/content';
import { voiceBuilderMessages } from '@phi/contracts/messages';
import { canCreateVoicebot } from '@phi/contracts/voicebot-validation';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { AssistantPanel } from './assistant-panel.tsx';
import { builderReducer, initialBuilderChoices } from './builder-steps.ts';
import {
  CompanyInformationCard,
  type CompanyInformationValues,
} from './company-information-card.tsx';
import { findLiveProblem } from './create-validation.ts';
import { CreateVoicebotButton } from './create-voicebot-button.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { UploadDocumentsCard } from './upload-documents-card.tsx';
import { useDocumentUploads } from './use-document-uploads.ts';
import { useStoredVoicebot } from './use-stored-voicebot.ts';
import { useVoicebotCreation } from './use-voicebot-creation.ts';
import { VoicePicker } from './voice-picker.tsx';
import { createVoicebotSession, type VoicebotSession } from './voicebot-session.ts';
import type { StoredVoicebot } from './voicebot-storage.ts';

const emptyValues: CompanyInformationValues = { companyName: '', botName: '', description: '' };

/**
 * spec: voice §2, the voice bot builder on one page: the steps, then three columns on large
 * screens (voices, the Custom Voice Agents form, templates), stacked on small ones, and the
 * assistant panel of the Test step.
 */
export function VoicebotBuilder() {
  const headingId = 'voicebot-builder-heading';
  const isHydrated = useIsHydrated();
  const [choices, dispatch] = useReducer(builderReducer, initialBuilderChoices);
  const [values, setValues] = useState<CompanyInformationValues>(emptyValues);
  const [isCompanyNameTouched, setIsCompanyNameTouched] = useState(false);
  const sessionRef = useRef<VoicebotSession>(createVoicebotSession());

  const onFilesAdded = useCallback(() => dispatch({ type: 'files-added' }), []);
  const uploads = useDocumentUploads(sessionRef.current, onFilesAdded);

  const onRestored = useCallback((stored: StoredVoicebot) => {
    setValues({
      companyName: stored.record.companyName,
      botName: stored.record.botName,
      description: stored.record.companyDescription,
    });
    dispatch({ type: 'voicebot-created' });
  }, []);
  const stored = useStoredVoicebot(onRestored);
  const { setVoicebot } = stored;
  const onCreated = useCallback(
    (created: StoredVoicebot) => {
      setVoicebot(created);
      dispatch({ type: 'voicebot-created' });
    },
    [setVoicebot],
  );
  const creation = useVoicebotCreation(sessionRef.current, onCreated);

  const onDelete = async () => {
    if (await stored.remove()) {
      sessionRef.current = createVoicebotSession();
      uploads.reset();
      setValues(emptyValues);
      setIsCompanyNameTouched(false);
      dispatch({ type: 'voicebot-removed' });
    }
  };

  const hasVoicebot = stored.voicebot !== null;
  const isFormLocked = !isHydrated || hasVoicebot || creation.isCreating;
  const problem =
    creation.problem ??
    findLiveProblem({
      ...values,
      fileCount: uploads.uploadedCount,
      isCompanyNameTouched,
      isUploading: uploads.isUploading,
    });
  const canCreate =
    !isFormLocked &&
    !uploads.isUploading &&
    canCreateVoicebot({
      ...values,
      fileCount: uploads.uploadedCount,
      isCreating: creation.isCreating,
    });

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-7xl space-y-10 px-4 py-16 sm:px-6 lg:px-8"
      data-testid="voicebot-builder"
      data-hydrated={isHydrated ? 'true' : 'false'}
    >
      <div className="space-y-6 text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {voiceBuilderMessages.customVoiceAgentsTitle}
        </h2>
        <StepIndicator step={choices.step} />
        <noscript>
          <p className="mx-auto max-w-2xl rounded-lg border border-amber-500/40 bg-amber-950/40 p-4 text-amber-100">
            {copy.jsRequired}
          </p>
        </noscript>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr_1fr]">
        <VoicePicker
          selected={choices.voiceId}
          onChoose={(voiceId) => dispatch({ type: 'voice-chosen', voiceId })}
        />
        <div className="space-y-6">
          <p className="text-slate-300">{copy.formIntro}</p>
          <CompanyInformationCard
            values={values}
            problem={problem}
            isDisabled={isFormLocked}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            onEdited={creation.clearProblem}
            onCompanyNameBlur={() => setIsCompanyNameTouched(true)}
          />
          <UploadDocumentsCard
            entries={uploads.entries}
            rejected={uploads.rejected}
            isDisabled={isFormLocked}
            contentError={problem?.field === 'content' ? problem.message : undefined}
            onFiles={uploads.addFiles}
          />
          <CreateVoicebotButton
            canCreate={canCreate}
            isCreating={creation.isCreating}
            progress={creation.progress}
            problem={problem}
            onCreate={() =>
              void creation.create({
                ...values,
                voiceId: choices.voiceId,
                templateId: choices.templateId,
                files: uploads.entries,
              })
            }
          />
        </div>
        <TemplatePicker
          selected={choices.templateId}
          onChoose={(templateId) => dispatch({ type: 'template-chosen', templateId })}
        />
      </div>
      <AssistantPanel
        voicebot={stored.voicebot}
        isRestoring={isHydrated && stored.isRestoring}
        isDeleting={stored.isDeleting}
        onDelete={() => void onDelete()}
      />
    </section>
  );
}

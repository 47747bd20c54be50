import { voicebotBuilderCopy as copy, formatFileSizeMb } from '@phi/content';
import { knowledgeDocumentExtensions } from '@phi/contracts/constants';
import { voiceBuilderMessages } from '@phi/contracts/messages';
import { CircleAlert, CircleCheck, FileText, Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { joinClasses } from '../graphics/join-classes.ts';
import type { RejectedFile } from './file-checks.ts';
import { ProgressBar } from './progress-bar.tsx';
import type { UploadEntry } from './use-document-uploads.ts';

export interface UploadDocumentsCardProps {
  readonly entries: readonly UploadEntry[];
  readonly rejected: readonly RejectedFile[];
  readonly isDisabled: boolean;
  readonly contentError: string | undefined;
  readonly onFiles: (files: readonly File[]) => void;
}

function UploadRow({ entry }: { entry: UploadEntry }) {
  return (
    <li
      className="rounded-lg border border-slate-800 bg-slate-950/60 p-3"
      data-testid="upload-entry"
      data-status={entry.status}
    >
      <div className="flex items-center gap-3">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="min-w-0 flex-1 truncate text-sm text-slate-100" title={entry.originalName}>
          {entry.name}
        </span>
        <span className="shrink-0 text-xs text-slate-400">{formatFileSizeMb(entry.size)}</span>
        <span
          className={joinClasses(
            'inline-flex shrink-0 items-center gap-1 text-xs font-medium',
            entry.status === 'success' && 'text-emerald-300',
            entry.status === 'error' && 'text-rose-300',
            entry.status === 'uploading' && 'text-sky-300',
          )}
        >
          {entry.status === 'success' ? (
            <CircleCheck aria-hidden="true" className="size-3.5" />
          ) : null}
          {entry.status === 'error' ? (
            <CircleAlert aria-hidden="true" className="size-3.5" />
          ) : null}
          {copy.fileStatus[entry.status]}
        </span>
      </div>
      {entry.status === 'uploading' ? (
        <div className="mt-2">
          <ProgressBar label={`${entry.name}: ${entry.progress}%`} value={entry.progress} />
        </div>
      ) : null}
      {entry.error ? (
        <p role="alert" className="mt-1 text-xs text-rose-300">
          {entry.error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * spec: voice §2 and §5, the Upload Documents card: a drop zone and a keyboard-usable picker,
 * each file with its status, progress and size in MB; refused files listed in an alert.
 */
export function UploadDocumentsCard({
  entries,
  rejected,
  isDisabled,
  contentError,
  onFiles,
}: UploadDocumentsCardProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const hintId = 'voicebot-upload-hint';
  const errorId = 'voicebot-upload-error';
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) {
      onFiles(Array.from(event.dataTransfer.files));
    }
  };
  return (
    <section className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
      <h3 className="text-lg font-semibold text-white">{voiceBuilderMessages.uploadDocuments}</h3>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the Choose files button inside is the keyboard path */}
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={joinClasses(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center',
          isDragging ? 'border-sky-400 bg-sky-950/40' : 'border-slate-700',
          contentError && 'border-rose-500',
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-slate-400" />
        <p className="text-sm text-slate-200">{copy.dropZone}</p>
        <p className="text-xs text-slate-400">{copy.dropZoneOr}</p>
        <button
          type="button"
          disabled={isDisabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={[hintId, contentError ? errorId : ''].join(' ').trim()}
          className="rounded-lg bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 disabled:opacity-50"
        >
          {copy.chooseFiles}
        </button>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          accept={knowledgeDocumentExtensions.join(',')}
          data-testid="file-input"
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <p id={hintId} className="text-xs text-slate-400">
          {copy.acceptedFiles}
        </p>
      </div>
      {contentError ? (
        <p id={errorId} className="text-sm text-rose-300">
          {contentError}
        </p>
      ) : null}
      {rejected.length > 0 ? (
        <div role="alert" className="rounded-lg border border-amber-500/40 bg-amber-950/40 p-3">
          <p className="text-sm font-medium text-amber-200">{copy.rejectedHeading}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-amber-100">
            {rejected.map((file) => (
              <li key={`${file.name}-${file.reason}`}>
                <span className="font-medium">{file.name}</span>: {file.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {entries.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium text-slate-300">{copy.filesHeading}</h4>
          <ul className="mt-2 space-y-2">
            {entries.map((entry) => (
              <UploadRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

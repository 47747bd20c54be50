import { adminScreensCopy } from '@phi/content';
import { type AdminApplication, readPersonalInfo } from '@phi/contracts/admin';
import { adminListMessages, resumeViewerMessages } from '@phi/contracts/messages';
import { parseStoredFileUrl } from '@phi/contracts/public';
import { Button, buttonClassName } from '@phi/ui';
import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, FileQuestion } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DetailItem } from '../../components/form-fields.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { LoadingState } from '../../components/query-status.tsx';
import { fetchAdminFile } from '../../lib/api.ts';
import { candidateName } from './application-row.tsx';
import { describeResumeFile, type ResumeFileInfo, typeForPreview } from './resume-file.ts';

/**
 * The resume as a blob: the private download route needs the bearer token
 * (docs/architecture.md#departures, 2).
 */
function useResumeFile(resumeUrl: string) {
  const fileId = parseStoredFileUrl(resumeUrl);
  return useQuery({
    queryKey: ['admin', 'files', fileId],
    queryFn: async ({ signal }) => {
      if (!fileId) {
        throw new Error(resumeViewerMessages.analyzeFailed);
      }
      const file = await fetchAdminFile(`/files/${fileId}`, signal);
      const info = describeResumeFile(file.fileName ?? fileId);
      return { info, blob: typeForPreview(file.blob, info.extension) };
    },
  });
}

/** An object URL for the blob while the dialog shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

// spec: chat-news-admin §2 (resume viewer modal) and §8
export function ResumeViewerDialog({
  application,
  onClose,
}: {
  application: AdminApplication;
  onClose: () => void;
}) {
  const file = useResumeFile(application.resumeUrl);
  const url = useObjectUrl(file.data?.blob);
  const info = file.data?.info;

  return (
    <ModalDialog
      isOpen
      onClose={onClose}
      title={adminScreensCopy.resume}
      description={candidateName(readPersonalInfo(application.personalInfo))}
      closeLabel={resumeViewerMessages.close}
      size="xl"
    >
      {file.isPending ? (
        <LoadingState />
      ) : file.isError ? (
        <div role="alert" className="rounded-xl border border-rose-500/50 bg-rose-950/40 p-5">
          <p className="font-semibold text-rose-100">{resumeViewerMessages.analyzeFailed}</p>
          <p className="mt-1 text-sm text-rose-200">{resumeViewerMessages.loadError}</p>
        </div>
      ) : info && url ? (
        <div className="flex flex-col gap-5">
          <dl className="grid gap-4 sm:grid-cols-4">
            <DetailItem label={adminScreensCopy.resumeFile}>{info.fileName}</DetailItem>
            <DetailItem label={adminScreensCopy.resumeType}>{info.typeLabel}</DetailItem>
            <DetailItem label={adminScreensCopy.resumeExtension}>
              {info.extension ? `.${info.extension}` : adminListMessages.noValue}
            </DetailItem>
            {/* spec: chat-news-admin §2, the size is always "Unknown" */}
            <DetailItem label={adminScreensCopy.resumeSize}>
              {resumeViewerMessages.unknownSize}
            </DetailItem>
          </dl>
          <ResumePreview info={info} url={url} />
          <div className="flex flex-wrap justify-end gap-3">
            <a href={url} download={info.fileName} className={buttonClassName('primary')}>
              <Download aria-hidden="true" className="size-4" />
              {resumeViewerMessages.downloadResume}
            </a>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName('secondary')}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {resumeViewerMessages.openInNewTab}
            </a>
            <Button variant="ghost" onClick={onClose}>
              {resumeViewerMessages.close}
            </Button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}

function ResumePreview({ info, url }: { info: ResumeFileInfo; url: string }) {
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const title = adminScreensCopy.resumePreview(info.fileName);
  if (info.previewKind === 'pdf') {
    return <iframe src={url} title={title} className="h-[70dvh] w-full rounded-lg bg-white" />;
  }
  if (info.previewKind === 'image') {
    return hasImageFailed ? (
      <p role="alert" className="text-rose-200">
        {resumeViewerMessages.imageLoadFailed}
      </p>
    ) : (
      <img
        src={url}
        alt={title}
        onError={() => setHasImageFailed(true)}
        className="mx-auto max-h-[70dvh] rounded-lg"
      />
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-700 px-6 py-12 text-center">
      <FileQuestion aria-hidden="true" className="size-10 text-slate-500" />
      <p className="font-semibold text-white">{resumeViewerMessages.previewUnavailableTitle}</p>
      <p className="text-sm text-slate-400">{resumeViewerMessages.previewUnavailableBody}</p>
    </div>
  );
}

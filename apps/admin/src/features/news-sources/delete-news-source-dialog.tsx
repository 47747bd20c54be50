import { adminScreensCopy } from '@phi/content';
import type { NewsSource } from '@phi/contracts/admin';
import { readServerMessage } from '@phi/ui/api';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { useDeleteNewsSource } from './news-sources-api.ts';

const copy = adminScreensCopy.newsSources;

// Ours: deleting a source keeps its articles (news_articles.source_id is set null) and drops its
// fetch history; asked first, like a job posting's delete.
export function DeleteNewsSourceDialog({
  source,
  onClose,
}: {
  source: NewsSource;
  onClose: () => void;
}) {
  const remove = useDeleteNewsSource();
  return (
    <ConfirmDeleteDialog
      title={copy.deleteTitle}
      recordName={source.name}
      confirmText={copy.deleteConfirm}
      mutation={remove}
      describeError={(error) => readServerMessage(error) ?? copy.deleteFailed}
      onConfirm={() => remove.mutate(source.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

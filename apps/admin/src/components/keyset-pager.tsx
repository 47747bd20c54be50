import { keysetPagerCopy } from '@phi/content';
import { Button } from '@phi/ui';
import { useState } from 'react';

/**
 * Keyset pages of a newest-first list (the audit log, voice sessions): "Older" follows the
 * answer's cursor, and the cursors walked so far lead back to "Newer" and "Newest".
 */
export function useKeysetTrail() {
  // The cursors of the pages before the one shown; the last one opened it.
  const [trail, setTrail] = useState<readonly string[]>([]);
  return {
    trail,
    after: trail.at(-1),
    /** Back to the newest page (also after a filter changes). */
    reset: () => setTrail([]),
    newer: () => setTrail((cursors) => cursors.slice(0, -1)),
    older: (cursor: string) => setTrail((cursors) => [...cursors, cursor]),
  };
}

export type KeysetTrail = ReturnType<typeof useKeysetTrail>;

export function KeysetPager({
  label,
  pages,
  nextCursor,
  isPlaceholderData,
}: {
  label: string;
  pages: KeysetTrail;
  nextCursor: string | null;
  /** The shown rows are the previous page's while the next one loads. */
  isPlaceholderData: boolean;
}) {
  const atNewest = pages.trail.length === 0;
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={pages.reset} disabled={atNewest}>
        {keysetPagerCopy.newest}
      </Button>
      <Button variant="secondary" size="sm" onClick={pages.newer} disabled={atNewest}>
        {keysetPagerCopy.newer}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => nextCursor && pages.older(nextCursor)}
        disabled={nextCursor === null || isPlaceholderData}
      >
        {keysetPagerCopy.older}
      </Button>
    </nav>
  );
}

import { EditConflictError } from '@phi/contracts/errors';

/**
 * Refuses a save that started from an older copy than the stored one (409 EDIT_CONFLICT with
 * the record as it stands), so a colleague's newer notes or assignee are never overwritten
 * unseen (docs/architecture.md#departures). Called with the row locked, so no save can slip in
 * between this check and the write. A save naming no version applies as before.
 */
export function refuseStaleEdit(
  storedVersion: number,
  expectedVersion: number | undefined,
  current: () => object,
): void {
  if (expectedVersion !== undefined && expectedVersion !== storedVersion) {
    throw new EditConflictError(current());
  }
}

import { textLimits } from '@phi/contracts/constants';
import { contactMessageQueryParam } from '@phi/contracts/public';

/**
 * The message the contact page opens with: `?message=` trimmed and cut to the form's own limit,
 * so the chat's hand-off (buildContactHandoffPath) lands with the visitor's question filled in.
 */
export function readContactPrefill(params: URLSearchParams): string {
  return (params.get(contactMessageQueryParam) ?? '').trim().slice(0, textLimits.message);
}

import { adminListMessages } from '@phi/contracts/messages';

/** A list total as the count line shows it: past the server's count cap it reads "1,000+". */
export function formatListTotal({
  total,
  isTotalCapped,
}: {
  total: number;
  isTotalCapped: boolean;
}) {
  return isTotalCapped ? adminListMessages.cappedTotal(total) : total;
}

import { formatDocumentTitle } from '@phi/content';
import { notFoundMessages } from '@phi/contracts/messages';
import { NotFoundScreen } from '@phi/ui';
import { BackHomeLink } from '../components/back-home-link.tsx';

export const meta = () => [
  { title: formatDocumentTitle(notFoundMessages.title) },
  { name: 'robots', content: 'noindex' },
];

// spec: site-marketing-careers §2.1, any other path shows the not-found screen
export default function NotFoundRoute() {
  return <NotFoundScreen action={<BackHomeLink />} />;
}

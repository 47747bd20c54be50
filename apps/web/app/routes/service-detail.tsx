import { servicePages } from '@phi/content';
import { stripTrailingSlash } from '@phi/contracts/navigation';
import { NotFoundScreen } from '@phi/ui';
import { useLocation } from 'react-router';
import { BackHomeLink } from '../components/back-home-link.tsx';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/service-detail';

// One module renders every service page (routes.ts registers it once per path); the copy is
// chosen by path, so adding a service page is a content change.
export const meta = ({ location }: Route.MetaArgs) => {
  const page = servicePages.get(stripTrailingSlash(location.pathname));
  return page ? buildPageMeta(page) : [];
};

export default function ServiceDetailRoute() {
  const { pathname } = useLocation();
  const page = servicePages.get(stripTrailingSlash(pathname));
  return page ? <MarketingPageView page={page} /> : <NotFoundScreen action={<BackHomeLink />} />;
}

import { servicesPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(servicesPage);

export default function ServicesRoute() {
  return <MarketingPageView page={servicesPage} />;
}

import { productsPage } from '@phi/content';
import { MarketingPageView } from '../components/marketing-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(productsPage);

export default function ProductsRoute() {
  return <MarketingPageView page={productsPage} />;
}

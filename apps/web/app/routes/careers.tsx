import { careersPage } from '@phi/content';
import { CareersPage } from '../features/careers/careers-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(careersPage);

// spec: site-marketing-careers §2.9; prerendered, the job list loads in the browser (its lazy
// chunk brings React Query with it, so the route's own JavaScript stays without it).
export default function CareersRoute() {
  return <CareersPage />;
}

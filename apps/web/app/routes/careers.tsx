import { careersPage } from '@phi/content';
import { CareersPage } from '../features/careers/careers-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(careersPage);

// spec: site-marketing-careers §2.9; prerendered, the job list is an island that loads and
// fetches in the browser (features/careers/open-positions-slot.tsx).
export default function CareersRoute() {
  return <CareersPage />;
}

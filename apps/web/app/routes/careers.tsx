import { careersPage } from '@phi/content';
import { CareersPage } from '../features/careers/careers-page.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';
import { QueryProvider } from '../lib/query-provider.tsx';

export const meta = () => buildPageMeta(careersPage);

// spec: site-marketing-careers §2.9; prerendered, the job list loads in the browser.
export default function CareersRoute() {
  return (
    <QueryProvider>
      <CareersPage />
    </QueryProvider>
  );
}

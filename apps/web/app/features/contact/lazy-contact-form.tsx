import { contactFormCopy } from '@phi/content';
import { Spinner } from '@phi/ui';
import { lazy, Suspense } from 'react';
import { SiteToaster } from '../../components/site-toaster.tsx';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';

// The form, its schema (zod), react-hook-form and the toasts load once the island has
// hydrated (contact-form.island.tsx), itself only as the form nears the viewport after the
// visitor's first input: none of them counts against the page's JavaScript before input
// (docs/architecture.md#islands).
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);

const slotClass = 'mt-8 flex min-h-64 items-center justify-center';

// spec: site-marketing-careers §2.8. The prerendered page holds a note where the form goes: a
// prerendered form could be submitted natively before its handlers exist. The note does not
// spin, as nothing loads until the visitor comes near (and tools/e2e/settled-page.ts rightly
// reads a spinner as a part still loading); the spinner shows while the form's code loads. The page around the island is static HTML, so the toasts the form raises need a
// toaster of their own here.
export function LazyContactForm() {
  const isHydrated = useIsHydrated();
  if (!isHydrated) {
    return <p className={`${slotClass} text-slate-300`}>{contactFormCopy.loadingForm}</p>;
  }
  return (
    <>
      <Suspense
        fallback={
          <div className={slotClass}>
            <Spinner label={contactFormCopy.loadingForm} isLabelVisible />
          </div>
        }
      >
        <ContactForm />
      </Suspense>
      <SiteToaster />
    </>
  );
}

import { contactFormCopy } from '@phi/content';
import { SiteToaster } from '../../components/site-toaster.tsx';
import { useIsHydrated } from '../../hooks/use-is-hydrated.ts';
import { ContactForm } from './contact-form.tsx';

// The form, its schema (zod), react-hook-form and the toasts are in the island's own chunk
// (contact-form.island.tsx), which loads only as the form nears the viewport after the
// visitor's first input: none of them counts against the page's JavaScript before input
// (docs/architecture.md#islands).

// spec: site-marketing-careers §2.8. The prerendered page holds a note where the form goes: a
// prerendered form could be submitted natively before its handlers exist. The note does not
// spin, as nothing loads until the visitor comes near (and tools/e2e/settled-page.ts rightly
// reads a spinner as a part still loading); the form replaces it once the island has hydrated.
// The page around the island is static HTML, so the toasts the form raises need a toaster of
// their own here.
export function ContactFormSlot() {
  const isHydrated = useIsHydrated();
  if (!isHydrated) {
    return (
      <p className="mt-8 flex min-h-64 items-center justify-center text-slate-300">
        {contactFormCopy.loadingForm}
      </p>
    );
  }
  return (
    <>
      <ContactForm />
      <SiteToaster />
    </>
  );
}

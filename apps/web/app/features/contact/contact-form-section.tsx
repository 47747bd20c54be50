import { contactFormCopy } from '@phi/content';
import { contactFormAnchorId } from '@phi/contracts/constants';
import { contactPageMessages } from '@phi/contracts/messages';
import { Spinner } from '@phi/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

// The form, its schema (zod), react-hook-form and the toasts load after the prerendered page:
// none of them counts against the page's initial JavaScript budget.
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);

// spec: site-marketing-careers §2.8, the form section "Send Us a Message" (anchor
// contact-form). The form appears once the page is interactive: a prerendered form could be
// submitted natively before its handlers exist.
export function ContactFormSection() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  const loading = (
    <div className="mt-8 flex min-h-64 items-center justify-center">
      <Spinner label={contactFormCopy.loadingForm} isLabelVisible />
    </div>
  );
  return (
    <section
      id={contactFormAnchorId}
      aria-labelledby="contact-form-heading"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 pt-16 sm:px-6 lg:px-8"
    >
      <div className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6 sm:p-8">
        <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-white">
          {contactPageMessages.formTitle}
        </h2>
        {isHydrated ? (
          <Suspense fallback={loading}>
            <ContactForm />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </section>
  );
}

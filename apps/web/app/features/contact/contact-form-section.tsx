import { contactFormAnchorId } from '@phi/contracts/constants';
import { contactPageMessages } from '@phi/contracts/messages';
import ContactFormIsland from './contact-form.island.tsx';

// spec: site-marketing-careers §2.8, the form section "Send Us a Message" (anchor
// contact-form). Static around its island: only the form's own slot hydrates, so the island
// starts loading when the form, not the section's heading, nears the viewport.
export function ContactFormSection() {
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
        <ContactFormIsland />
      </div>
    </section>
  );
}

import type { CallToAction } from '@phi/content';
import { ArrowRight } from 'lucide-react';
import { SiteLink } from '../site-link.tsx';

/**
 * A text link under a card. Several cards share labels such as "Learn More", so the card's title
 * is added for screen readers to keep every link's name distinct.
 */
export function SectionLink({ link, context }: { link: CallToAction; context: string }) {
  return (
    <SiteLink
      to={link.to}
      className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-sky-300 hover:text-sky-200"
    >
      {link.label}
      <span className="sr-only">: {context}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </SiteLink>
  );
}

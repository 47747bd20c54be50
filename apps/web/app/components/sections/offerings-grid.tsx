import type { Offering } from '@phi/content';
import { Check } from 'lucide-react';
import { ContentIcon } from '../content-icon.tsx';
import { Reveal } from '../reveal.tsx';
import { SectionLink } from './section-link.tsx';

// spec: site-marketing-careers §2.3–§2.6, the blocks of the landings (each with its bullets and
// a Learn More link) and the modules of the workforce product.
export function OfferingsGrid({ items }: { items: readonly Offering[] }) {
  const columns = items.length % 2 === 0 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.title}
          delayMs={(index % 2) * 120}
          className="flex flex-col rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-900/40 p-8"
        >
          <div className="flex items-center gap-4">
            <ContentIcon name={item.icon} />
            <h3 className="text-xl font-semibold text-white">{item.title}</h3>
          </div>
          <p className="mt-4 leading-7 text-slate-300">{item.body}</p>
          <ul className="mt-5 flex flex-1 flex-col gap-2.5">
            {item.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-slate-200">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-400" />
                {bullet}
              </li>
            ))}
          </ul>
          {item.link ? <SectionLink link={item.link} context={item.title} /> : null}
        </Reveal>
      ))}
    </ul>
  );
}

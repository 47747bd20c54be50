import type { Feature } from '@phi/content';
import { ContentIcon } from '../content-icon.tsx';
import { Reveal } from '../reveal.tsx';
import { SectionLink } from './section-link.tsx';
import { staggerDelay } from './section-shell.tsx';

// spec: site-marketing-careers §2.6, feature cards (also capabilities, values, focus areas)
export function FeatureGrid({ items }: { items: readonly Feature[] }) {
  const columns = items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.title}
          delayMs={staggerDelay(index)}
          className="flex flex-col rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
        >
          <ContentIcon name={item.icon} />
          <h3 className="mt-5 text-lg font-semibold text-white">{item.title}</h3>
          <p className="mt-2 flex-1 leading-7 text-slate-300">{item.body}</p>
          {item.link ? <SectionLink link={item.link} context={item.title} /> : null}
        </Reveal>
      ))}
    </ul>
  );
}

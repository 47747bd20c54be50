import type { Industry } from '@phi/content';
import { ContentIcon } from '../content-icon.tsx';
import { Reveal } from '../reveal.tsx';

// spec: site-marketing-careers §2.6, the industries grid (home types on the smart homes page)
export function IndustriesGrid({ items }: { items: readonly Industry[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.name}
          delayMs={index * 100}
          className="rounded-2xl border border-slate-800 bg-slate-950/60 p-6 text-center"
        >
          <div className="flex justify-center">
            <ContentIcon name={item.icon} />
          </div>
          <h3 className="mt-4 font-semibold text-white">{item.name}</h3>
          <p className="mt-2 text-sm leading-6 text-slate-300">{item.body}</p>
        </Reveal>
      ))}
    </ul>
  );
}

import type { ListGroup } from '@phi/content';
import { CircleCheck } from 'lucide-react';
import { Reveal } from '../reveal.tsx';
import { staggerDelay } from './section-shell.tsx';

// spec: site-marketing-careers §2.6, use-case lists (also capabilities, applications,
// technologies and research partnerships)
export function ListGroups({ groups }: { groups: readonly ListGroup[] }) {
  const columns =
    groups.length >= 4
      ? 'md:grid-cols-2 lg:grid-cols-4'
      : groups.length === 3
        ? 'md:grid-cols-3'
        : 'md:grid-cols-2';
  return (
    <div className={`grid gap-6 ${columns}`}>
      {groups.map((group, index) => (
        <Reveal
          as="article"
          key={group.title}
          delayMs={staggerDelay(index)}
          className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
        >
          <h3 className="text-lg font-semibold text-white">{group.title}</h3>
          {group.body ? <p className="mt-2 text-slate-300">{group.body}</p> : null}
          <ul className="mt-4 flex flex-col gap-3">
            {group.items.map((item) => (
              <li key={item} className="flex gap-3 text-slate-200">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-300" />
                {item}
              </li>
            ))}
          </ul>
        </Reveal>
      ))}
    </div>
  );
}

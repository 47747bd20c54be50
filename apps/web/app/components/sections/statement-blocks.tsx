import type { Statement } from '@phi/content';
import { Reveal } from '../reveal.tsx';

/** Longer paragraphs side by side: mission and vision, the innovation lab. */
export function StatementBlocks({ items }: { items: readonly Statement[] }) {
  const columns = items.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2';
  return (
    <div className={`grid gap-6 ${columns}`}>
      {items.map((item, index) => (
        <Reveal
          as="article"
          key={item.title}
          delayMs={index * 120}
          className="rounded-2xl border-l-4 border-sky-400 bg-slate-900/60 p-8"
        >
          <h3 className="text-2xl font-semibold text-white">{item.title}</h3>
          <p className="mt-4 text-lg leading-8 text-slate-300">{item.body}</p>
        </Reveal>
      ))}
    </div>
  );
}

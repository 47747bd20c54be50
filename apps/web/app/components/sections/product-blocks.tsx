import type { ProductBlock } from '@phi/content';
import { Check } from 'lucide-react';
import { CallToActionLink } from '../call-to-action-link.tsx';
import { Reveal } from '../reveal.tsx';
import { SectionLink } from './section-link.tsx';

// spec: site-marketing-careers §2.5 and §3, a block per product (features, use cases, pricing)
// with its main button and "Contact Us".
export function ProductBlocks({ items }: { items: readonly ProductBlock[] }) {
  return (
    <ul className="flex flex-col gap-8">
      {items.map(({ product, callsToAction, link }) => (
        <Reveal
          as="li"
          key={product.id}
          id={product.id}
          className="grid gap-8 rounded-3xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-950 p-8 lg:grid-cols-[1.2fr_1fr_1fr] lg:p-10"
        >
          <div className="flex flex-col">
            <h3 className="text-2xl font-bold text-white">{product.title}</h3>
            <p className="mt-3 text-3xl font-bold tracking-tight text-sky-300">{product.pricing}</p>
            <p className="mt-4 flex-1 leading-7 text-slate-300">{product.description}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              {callsToAction.map((action) => (
                <CallToActionLink key={action.label} action={action} context={product.title} />
              ))}
            </div>
            {link ? <SectionLink link={link} context={product.title} /> : null}
          </div>
          <ProductList title="Features" items={product.features} />
          <ProductList title="Use cases" items={product.useCases} />
        </Reveal>
      ))}
    </ul>
  );
}

function ProductList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-300">{title}</h4>
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-200">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-400" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

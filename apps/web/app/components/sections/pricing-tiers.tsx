import type { PricingTier } from '@phi/content';
import { Check } from 'lucide-react';
import { CallToActionLink } from '../call-to-action-link.tsx';
import { Reveal } from '../reveal.tsx';

// spec: site-marketing-careers §9, prices shown in copy ("from £500/month" ...)
export function PricingTiers({ tiers }: { tiers: readonly PricingTier[] }) {
  const columns = tiers.length > 1 ? 'md:grid-cols-3' : 'max-w-xl';
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {tiers.map((tier) => (
        <Reveal
          as="li"
          key={tier.name}
          className="flex flex-col rounded-2xl border border-sky-400/40 bg-slate-900 p-8 shadow-lg shadow-sky-950/40"
        >
          <h3 className="text-lg font-semibold text-white">{tier.name}</h3>
          <p className="mt-3 text-3xl font-bold tracking-tight text-sky-300">{tier.price}</p>
          <p className="mt-3 text-slate-300">{tier.description}</p>
          <ul className="mt-6 flex flex-1 flex-col gap-3">
            {tier.includes.map((line) => (
              <li key={line} className="flex gap-3 text-slate-200">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-400" />
                {line}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <CallToActionLink action={{ variant: 'primary', ...tier.callToAction }} />
          </div>
        </Reveal>
      ))}
    </ul>
  );
}

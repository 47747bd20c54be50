import type { PricingTier } from '@phi/content';
import { Check } from 'lucide-react';
import { CallToActionLink } from '../call-to-action-link.tsx';
import { Reveal } from '../reveal.tsx';

// spec: site-marketing-careers §9, prices shown in copy ("from £500/month" ...). A page with one
// price shows it as a wide card: the price beside what it includes.
export function PricingTiers({ tiers }: { tiers: readonly PricingTier[] }) {
  const isSingle = tiers.length === 1;
  return (
    <ul className={isSingle ? 'max-w-4xl' : 'grid gap-6 md:grid-cols-3'}>
      {tiers.map((tier) => (
        <Reveal
          as="li"
          key={tier.name}
          className={`grid gap-8 rounded-2xl border border-sky-400/40 bg-slate-900 p-8 shadow-lg shadow-sky-950/40 ${
            isSingle ? 'md:grid-cols-2 md:p-10' : ''
          }`}
        >
          <div className="flex flex-col">
            <h3 className="text-lg font-semibold text-white">{tier.name}</h3>
            <p className="mt-3 text-3xl font-bold tracking-tight text-sky-300">{tier.price}</p>
            <p className="mt-3 flex-1 text-slate-300">{tier.description}</p>
            <div className="mt-8">
              <CallToActionLink
                action={{ variant: 'primary', ...tier.callToAction }}
                context={tier.name}
              />
            </div>
          </div>
          <ul className="flex flex-col gap-3 self-center">
            {tier.includes.map((line) => (
              <li key={line} className="flex gap-3 text-slate-200">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-400" />
                {line}
              </li>
            ))}
          </ul>
        </Reveal>
      ))}
    </ul>
  );
}

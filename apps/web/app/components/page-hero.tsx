import type { HeroGraphic, MarketingPage } from '@phi/content';
import type { ReactNode } from 'react';
import { CallToActionLink } from './call-to-action-link.tsx';
import ChatGraphicIsland from './graphics/chat-graphic.island.tsx';
import ParticleNetworkGraphicIsland from './graphics/particle-network-graphic.island.tsx';
import VoiceBarsGraphicIsland from './graphics/voice-bars-graphic.island.tsx';

export interface PageHeroProps {
  page: MarketingPage;
  /** Shown beside the copy on wide screens, e.g. the contact page's robot viewer. */
  aside?: ReactNode;
}

function GraphicBeside({ graphic }: { graphic: HeroGraphic }) {
  switch (graphic) {
    case 'voice-bars':
      return <VoiceBarsGraphicIsland />;
    case 'chat':
      return <ChatGraphicIsland />;
    case 'particle-network':
      return null;
  }
}

/**
 * The hero of a marketing page: eyebrow, the page's one h1, its pitch and buttons. Never
 * animated in: it is the largest content of the first paint.
 */
export function PageHero({ page, aside }: PageHeroProps) {
  const besides = aside ?? (page.heroGraphic ? <GraphicBeside graphic={page.heroGraphic} /> : null);
  return (
    <section className="relative isolate overflow-hidden border-b border-slate-800 bg-gradient-to-b from-slate-900 to-slate-950">
      {page.heroGraphic === 'particle-network' ? (
        <div aria-hidden="true" className="absolute inset-0 -z-10 opacity-70">
          <ParticleNetworkGraphicIsland />
        </div>
      ) : null}
      <div
        className={`mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:px-8 ${
          besides ? 'lg:grid-cols-[1.3fr_1fr]' : ''
        }`}
      >
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
            {page.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-white sm:text-6xl">
            {page.heading}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-300">{page.intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            {page.callsToAction.map((action) => (
              <CallToActionLink key={`${action.to}-${action.label}`} action={action} />
            ))}
          </div>
        </div>
        {besides ? <div className="flex justify-center lg:justify-end">{besides}</div> : null}
      </div>
    </section>
  );
}

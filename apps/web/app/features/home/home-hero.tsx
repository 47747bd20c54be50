import type { HomeContent } from '@phi/content';
import { CallToActionLink } from '../../components/call-to-action-link.tsx';
import HomeChatFormIsland from './home-chat-form.island.tsx';

// spec: site-marketing-careers §2.3, hero: headline, chat box and the two buttons. Text only, so
// the headline paints (and is the largest paint) before any script runs.
export function HomeHero({ content }: { content: HomeContent }) {
  return (
    <section className="border-b border-slate-800 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.18),_transparent_60%)]">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
          {content.eyebrow}
        </p>
        <h1 className="mt-4 text-5xl font-bold tracking-tight text-white sm:text-7xl">
          {content.heading}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-300">{content.intro}</p>
        <div className="mt-10 flex w-full justify-center">
          <HomeChatFormIsland copy={content.chat} />
        </div>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          {content.callsToAction.map((action) => (
            <CallToActionLink key={action.label} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}

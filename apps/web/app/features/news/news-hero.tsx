import type { MarketingPage } from '@phi/content';
import { CallToActionLink } from '../../components/call-to-action-link.tsx';
import NeuralNetworkBackdropIsland from './neural-network-backdrop.island.tsx';

// spec: chat-news-admin §2, a full-screen hero with an animated neural-network canvas that reacts
// to clicks, titled "AI/ML/DL News & Insights". Text first: the title paints (and is the largest
// paint) before any script runs; the gradient is all there is until the canvas code arrives, and
// stays if it cannot run. Only the canvas is an island: the section is the `relative` box it
// fills (the island's marker has no box of its own) and the area its presses come from.
export function NewsHero({ page }: { page: MarketingPage }) {
  return (
    <section className="relative isolate flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden border-b border-slate-800 bg-slate-950 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.2),_transparent_60%),radial-gradient(ellipse_at_bottom_right,_rgba(99,102,241,0.16),_transparent_55%)]">
      <NeuralNetworkBackdropIsland />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
          {page.eyebrow}
        </p>
        <h1 className="mt-4 text-5xl font-bold tracking-tight text-white sm:text-7xl">
          {page.heading}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-300">{page.intro}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          {page.callsToAction.map((action) => (
            <CallToActionLink key={`${action.to}-${action.label}`} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}

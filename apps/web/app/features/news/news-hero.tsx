import type { MarketingPage } from '@phi/content';
import { useRef } from 'react';
import { CallToActionLink } from '../../components/call-to-action-link.tsx';
import { useNeuralNetwork } from './use-neural-network.ts';

// spec: chat-news-admin §2, a full-screen hero with an animated neural-network canvas that reacts
// to clicks, titled "AI/ML/DL News & Insights". Text first: the title paints (and is the largest
// paint) before any script runs; the gradient is all there is until the canvas code arrives, and
// stays if it cannot run. The canvas is decorative: hidden from assistive technology and never
// focusable.
export function NewsHero({ page }: { page: MarketingPage }) {
  const areaRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const status = useNeuralNetwork(areaRef, canvasRef);

  return (
    <section
      ref={areaRef}
      data-network-state={status}
      className="relative isolate flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden border-b border-slate-800 bg-slate-950 bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.2),_transparent_60%),radial-gradient(ellipse_at_bottom_right,_rgba(99,102,241,0.16),_transparent_55%)]"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <canvas
          ref={canvasRef}
          className={`size-full transition-opacity duration-700 ${
            status === 'running' ? 'opacity-100' : 'opacity-0'
          }`}
        />
      </div>
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

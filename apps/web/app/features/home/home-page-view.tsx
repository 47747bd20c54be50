import type { HomeContent } from '@phi/content';
import RobotArmViewerIsland from '../graphics/robot-arm-viewer.island.tsx';
import VoiceDemoGridIsland from '../voice/voice-demo-grid.island.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeSectionView } from './home-section.tsx';

// spec: site-marketing-careers §2.3: hero, Our Mission, Our Vision, voice solutions, workforce,
// industrial automation with the 3D robot arm.
export function HomePageView({ content }: { content: HomeContent }) {
  return (
    <>
      <HomeHero content={content} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-20 sm:px-6 md:grid-cols-2 lg:px-8">
        {[content.mission, content.vision].map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="rounded-2xl border border-slate-800 bg-slate-900/60 p-8"
          >
            <p className="text-sm font-semibold uppercase tracking-widest text-sky-300">
              {section.eyebrow}
            </p>
            <h2 id={`${section.id}-heading`} className="mt-3 text-3xl font-bold text-white">
              {section.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-300">{section.body}</p>
            <ul className="mt-6 list-disc space-y-2 pl-5 text-slate-300 marker:text-sky-300">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <HomeSectionView
        section={content.voice}
        tone="raised"
        graphic={
          // spec: voice §2, the general assistant's "Tap to talk" bubble
          <div className="mx-auto w-full max-w-sm">
            <VoiceDemoGridIsland assistants={['general']} />
          </div>
        }
      />
      <HomeSectionView section={content.workforce} />
      <HomeSectionView
        section={content.industrial}
        tone="raised"
        reverse
        graphic={<RobotArmViewerIsland label={content.robotArmLabel} />}
      />
    </>
  );
}

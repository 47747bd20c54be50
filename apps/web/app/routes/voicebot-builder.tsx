import { voicebotBuilderPage } from '@phi/content';
import { PageHero } from '../components/page-hero.tsx';
import BuilderGlobeIsland from '../features/voicebot-builder/builder-globe.island.tsx';
import VoicebotBuilderIsland from '../features/voicebot-builder/voicebot-builder.island.tsx';
import { buildPageMeta } from '../lib/page-meta.ts';

export const meta = () => buildPageMeta(voicebotBuilderPage);

// spec: voice §2, the builder page: the hero with the decorative globe, then the builder itself.
// Prerendered like every marketing route, as static HTML with two islands; the builder says it
// needs JavaScript when it is off.
export default function VoicebotBuilderRoute() {
  return (
    <>
      <PageHero page={voicebotBuilderPage} aside={<BuilderGlobeIsland />} />
      <VoicebotBuilderIsland />
    </>
  );
}

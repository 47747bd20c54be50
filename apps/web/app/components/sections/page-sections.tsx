import type { PageSection } from '@phi/content';
import VoiceDemoGridIsland from '../../features/voice/voice-demo-grid.island.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { IndustriesGrid } from './industries-grid.tsx';
import { ListGroups } from './list-groups.tsx';
import { OfferingsGrid } from './offerings-grid.tsx';
import { PricingTiers } from './pricing-tiers.tsx';
import { ProcessSteps } from './process-steps.tsx';
import { ProductBlocks } from './product-blocks.tsx';
import { SectionShell } from './section-shell.tsx';
import { StatementBlocks } from './statement-blocks.tsx';

function SectionBody({ section }: { section: PageSection }) {
  switch (section.kind) {
    case 'features':
      return <FeatureGrid items={section.items} />;
    case 'offerings':
      return <OfferingsGrid items={section.items} />;
    case 'lists':
      return <ListGroups groups={section.groups} />;
    case 'industries':
      return <IndustriesGrid items={section.items} />;
    case 'pricing':
      return <PricingTiers tiers={section.tiers} />;
    case 'process':
      return <ProcessSteps steps={section.steps} />;
    case 'statements':
      return <StatementBlocks items={section.items} />;
    case 'products':
      return <ProductBlocks items={section.items} />;
    case 'voice-demos':
      return <VoiceDemoGridIsland assistants={section.assistants} />;
  }
}

/** The body of a marketing page: each section of its copy, in order, in its own band. */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map((section, index) => (
    <SectionShell
      key={section.heading}
      heading={section.heading}
      intro={section.intro}
      callToAction={section.callToAction}
      isTinted={index % 2 === 1}
    >
      <SectionBody section={section} />
    </SectionShell>
  ));
}

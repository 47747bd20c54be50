import type { Product } from '@phi/contracts/public';
import type { DemoAssistantCopyKind } from '../voice-demos.ts';

// Shapes of the marketing copy. Pages render these; the chat and voice knowledge base index the
// same text (page-text.ts), so copy lives here and never inside a route component.

export interface CallToAction {
  readonly label: string;
  /** A site path, an in-page anchor (#id) or a mailto:/tel: address. */
  readonly to: string;
  readonly variant?: 'primary' | 'secondary';
}

export interface PageHighlight {
  readonly title: string;
  readonly body: string;
  readonly link?: CallToAction;
}

export interface PageClosing {
  readonly heading: string;
  readonly body: string;
  readonly callsToAction: readonly CallToAction[];
}

/** Icons the copy may name; the web app maps each to a drawing, so copy stays free of UI code. */
export const contentIcons = [
  'bar-chart',
  'bell',
  'bot',
  'brain',
  'building',
  'calendar',
  'camera',
  'car',
  'clock',
  'code',
  'cpu',
  'database',
  'eye',
  'factory',
  'filter',
  'gem',
  'globe',
  'graduation-cap',
  'handshake',
  'heart-pulse',
  'home',
  'hotel',
  'landmark',
  'layers',
  'lightbulb',
  'lock',
  'mail',
  'message',
  'mic',
  'palette',
  'search',
  'server',
  'shield',
  'shopping-cart',
  'smartphone',
  'sparkles',
  'store',
  'target',
  'trending-up',
  'truck',
  'users',
  'wifi',
  'workflow',
  'zap',
] as const;
export type ContentIcon = (typeof contentIcons)[number];

/** A decorative, non-interactive graphic beside a page's hero. */
export type HeroGraphic = 'voice-bars' | 'chat' | 'particle-network';

export interface Feature {
  readonly title: string;
  readonly body: string;
  readonly icon: ContentIcon;
  readonly link?: CallToAction;
}

/** A service or product block: a short pitch, its bullets and where to read more. */
export interface Offering {
  readonly title: string;
  readonly body: string;
  readonly icon: ContentIcon;
  readonly bullets: readonly string[];
  readonly link?: CallToAction;
}

/** A titled list: use cases, capabilities, applications, technologies. */
export interface ListGroup {
  readonly title: string;
  readonly body?: string;
  readonly items: readonly string[];
}

export interface Industry {
  readonly name: string;
  readonly body: string;
  readonly icon: ContentIcon;
}

export interface PricingTier {
  readonly name: string;
  /** Worded as §9 gives it, e.g. "from £500/month". */
  readonly price: string;
  readonly description: string;
  readonly includes: readonly string[];
  readonly callToAction: CallToAction;
}

export interface ProcessStep {
  readonly title: string;
  readonly body: string;
}

export interface Statement {
  readonly title: string;
  readonly body: string;
}

/** A product of §3 with the buttons its block shows (§2.5). */
export interface ProductBlock {
  readonly product: Product;
  readonly callsToAction: readonly CallToAction[];
  readonly link?: CallToAction;
}

interface SectionBase {
  readonly heading: string;
  readonly intro?: string;
  /** One button under the section, e.g. About's "Meet Our Team". */
  readonly callToAction?: CallToAction;
}

export type PageSection =
  | (SectionBase & { readonly kind: 'features'; readonly items: readonly Feature[] })
  | (SectionBase & { readonly kind: 'offerings'; readonly items: readonly Offering[] })
  | (SectionBase & { readonly kind: 'lists'; readonly groups: readonly ListGroup[] })
  | (SectionBase & { readonly kind: 'industries'; readonly items: readonly Industry[] })
  | (SectionBase & { readonly kind: 'pricing'; readonly tiers: readonly PricingTier[] })
  | (SectionBase & { readonly kind: 'process'; readonly steps: readonly ProcessStep[] })
  | (SectionBase & { readonly kind: 'statements'; readonly items: readonly Statement[] })
  | (SectionBase & { readonly kind: 'products'; readonly items: readonly ProductBlock[] })
  // spec: voice §1 and §2, the demo voice assistants' tap-to-talk bubbles
  | (SectionBase & {
      readonly kind: 'voice-demos';
      readonly assistants: readonly DemoAssistantCopyKind[];
    });
export type PageSectionKind = PageSection['kind'];

export interface MarketingPage {
  readonly path: string;
  /** Document title before the company suffix. */
  readonly title: string;
  /** Meta description: one sentence, under 160 characters. */
  readonly description: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly callsToAction: readonly CallToAction[];
  readonly heroGraphic?: HeroGraphic;
  readonly highlightsHeading?: string;
  readonly highlights: readonly PageHighlight[];
  /** The body of a complete page, in order: features, use cases, industries, pricing... */
  readonly sections?: readonly PageSection[];
  readonly closing?: PageClosing;
}

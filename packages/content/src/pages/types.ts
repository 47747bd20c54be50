// Shapes of the marketing copy. Pages render these; the chat and voice knowledge base index the
// same text, so copy lives here and never inside a route component.

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
  readonly highlightsHeading?: string;
  readonly highlights: readonly PageHighlight[];
  readonly closing?: PageClosing;
}

import { voiceDemoAssistants } from '../voice-demos.ts';
import type { CallToAction, MarketingPage, PageSection } from './types.ts';

// The chat assistant and the voice bots answer from the same copy the pages show. This flattens
// a page into plain paragraphs (headings, bodies, list items, prices) for their knowledge base.

function sectionLines(section: PageSection): string[] {
  const lines = [section.heading, section.intro ?? ''];
  switch (section.kind) {
    case 'features':
      lines.push(...section.items.map((item) => `${item.title}: ${item.body}`));
      break;
    case 'offerings':
      lines.push(
        ...section.items.map(
          (item) =>
            `${item.title}: ${item.body} ${item.bullets.map((bullet) => `${bullet}.`).join(' ')}`,
        ),
      );
      break;
    case 'lists':
      lines.push(
        ...section.groups.map(
          (group) =>
            `${group.title}: ${group.body ? `${group.body} ` : ''}${group.items.join('; ')}.`,
        ),
      );
      break;
    case 'industries':
      lines.push(...section.items.map((item) => `${item.name}: ${item.body}`));
      break;
    case 'pricing':
      lines.push(
        ...section.tiers.map(
          (tier) =>
            `${tier.name}, ${tier.price}: ${tier.description} Includes ${tier.includes.join('; ')}.`,
        ),
      );
      break;
    case 'process':
      lines.push(
        ...section.steps.map((step, index) => `${index + 1}. ${step.title}: ${step.body}`),
      );
      break;
    case 'statements':
      lines.push(...section.items.map((item) => `${item.title}: ${item.body}`));
      break;
    case 'products':
      lines.push(
        ...section.items.map(
          ({ product }) =>
            `${product.title} (${product.pricing}): ${product.description} Features: ${product.features.join('; ')}. Use cases: ${product.useCases.join('; ')}.`,
        ),
      );
      break;
    case 'voice-demos':
      lines.push(
        ...section.assistants.map(
          (kind) => `${voiceDemoAssistants[kind].title}: ${voiceDemoAssistants[kind].description}`,
        ),
      );
      break;
  }
  return lines;
}

function actionLine(actions: readonly CallToAction[]): string {
  return actions.map((action) => action.label).join(' · ');
}

/** The page as plain text, one paragraph per line, in reading order. */
export function buildPageText(page: MarketingPage): string {
  const lines = [
    page.heading,
    page.intro,
    actionLine(page.callsToAction),
    ...(page.highlightsHeading ? [page.highlightsHeading] : []),
    ...page.highlights.map((highlight) => `${highlight.title}: ${highlight.body}`),
    ...(page.sections ?? []).flatMap(sectionLines),
    ...(page.closing
      ? [page.closing.heading, page.closing.body, actionLine(page.closing.callsToAction)]
      : []),
  ];
  return lines.filter((line) => line.trim() !== '').join('\n');
}

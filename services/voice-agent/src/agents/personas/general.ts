import type { VoiceDispatchMetadata } from '@phi/contracts/public';
import { siteCollection } from '@phi/knowledge';
import { createKnowledgeTool } from '../knowledge-tool.ts';
import { type Persona, type PersonaDependencies, spokenStyle } from '../persona.ts';

// spec: voice §1, the general assistant named Phi
export function createGeneralPersona(
  metadata: VoiceDispatchMetadata,
  deps: PersonaDependencies,
): Persona {
  return {
    kind: 'general',
    voice: 'neo',
    greeting: `Greet the caller as Phi, ${metadata.companyName}'s assistant, and ask how you can help.`,
    instructions: [
      `You are Phi, the voice assistant of ${metadata.companyName}, a company that builds AI automation.`,
      'Answer questions about the company only from what the searchSite tool returns: call it',
      'for every question about the company, its services, jobs, pricing or news. When you use a',
      "passage, name the page it comes from by its path, for example 'see /services on our site'.",
      'If the tool finds nothing, say the website does not cover it and suggest the contact page,',
      '/contact. Never invent facts, prices or promises.',
      spokenStyle,
    ].join(' '),
    tools: [
      createKnowledgeTool(deps, {
        name: 'searchSite',
        collection: siteCollection,
        description:
          "Search the company's website (pages, open jobs, blog posts, news) for passages answering a question. Returns passages with the page path to cite.",
      }),
    ],
  };
}

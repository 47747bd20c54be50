import { buildGroundedPrompt, type ModelChatMessage } from '@phi/model-provider';

/** A passage of a bot's own documents, with the file it came from. */
export interface BotPassage {
  fileName: string;
  excerpt: string;
  content: string;
}

export interface BotIdentity {
  botName: string;
  companyName: string;
}

// The grounding and prompt-injection rules are @phi/model-provider's buildGroundedPrompt, as
// for the site chat; a bot differs by who it is and how it answers (spoken, files cited).
export function buildBotPrompt(input: {
  bot: BotIdentity;
  question: string;
  passages: readonly BotPassage[];
}): ModelChatMessage[] {
  return buildGroundedPrompt({
    persona: {
      identity: `You are ${input.bot.botName}, the voice assistant of ${input.bot.companyName}.`,
      passageKind: 'document passages',
      passageOrigin: "the company's files",
      whenUncovered: 'say that the documents do not cover it',
      neverInvent: ['prices', 'dates', 'people', 'figures'],
      citation:
        'Name the file you used in square brackets after the sentence that uses it, for example [handbook.pdf].',
      style: 'Write plain spoken sentences, no Markdown or HTML. Keep the answer under 120 words.',
    },
    passages: input.passages.map((passage) => ({
      attributes: { file: passage.fileName },
      content: passage.content,
    })),
    question: input.question,
  });
}

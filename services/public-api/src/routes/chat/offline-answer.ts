import { chatMessages } from '@phi/contracts/messages';
import { buildCareersApplyPath } from '@phi/contracts/navigation';
import type { ChatHandoff } from '@phi/contracts/public';
import { neutraliseRoleMarkers } from '@phi/model-provider';
import type { SitePassage } from './site-passages.ts';

// Without a model key the answer is made of the best passages themselves: a lead sentence, the
// sentences of each passage that share most words with the question, a Markdown link to each
// page, the hand-off, and the label saying where it came from (docs/architecture.md#chat).

const sentencesPerPassage = 2;
const maxSentenceChars = 300;
const stopWords = new Set(
  'the and for are you your our with what how does can about that this from have has was were will would could should which who when where why any some into its it'.split(
    ' ',
  ),
);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !stopWords.has(word));
}

// Page text keeps its lines: a heading or a row of buttons ("Schedule a Demo · View All
// Products") is a line of its own without a full stop, and never a key sentence.
function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 20 && /[.!?)]$/.test(sentence));
}

function clip(sentence: string): string {
  if (sentence.length <= maxSentenceChars) {
    return sentence;
  }
  const cut = sentence.slice(0, maxSentenceChars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** The passage's sentences sharing most words with the question, in their original order. */
export function keySentences(question: string, passage: SitePassage): string[] {
  const wanted = new Set(wordsOf(question));
  const sentences = splitSentences(passage.content);
  if (sentences.length === 0) {
    return passage.excerpt ? [clip(passage.excerpt.trim())] : [];
  }
  const ranked = sentences
    .map((sentence, index) => ({
      sentence,
      index,
      score: wordsOf(sentence).filter((word) => wanted.has(word)).length,
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, sentencesPerPassage)
    .sort((a, b) => a.index - b.index);
  return ranked.map(({ sentence }) => clip(sentence));
}

function markdownLink(title: string, path: string): string {
  const safePath = path.replace(
    /[()\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${title.replace(/[[\]]/g, '')}](${safePath})`;
}

export function handoffText(handoff: ChatHandoff): string | null {
  if (handoff?.kind === 'contact') {
    return `${chatMessages.handoffContactHint} ${markdownLink(chatMessages.handoffContact, handoff.path)}`;
  }
  if (handoff?.kind === 'jobs') {
    if (handoff.jobs.length === 0) {
      return `${chatMessages.noOpenPositions} ${markdownLink(chatMessages.generalApplication, buildCareersApplyPath())}`;
    }
    const jobs = handoff.jobs.map((job) => `- ${markdownLink(job.title, job.path)}`).join('\n');
    return `${chatMessages.jobsHandoffIntro}\n${jobs}`;
  }
  return null;
}

export function composeSiteAnswer(input: {
  question: string;
  passages: readonly SitePassage[];
  handoff: ChatHandoff;
}): string {
  const parts: string[] = [];
  if (input.passages.length > 0) {
    parts.push(chatMessages.knowledgeAnswerLead);
    for (const passage of input.passages) {
      const sentences = keySentences(input.question, passage).map(neutraliseRoleMarkers);
      parts.push(`- ${markdownLink(passage.title, passage.path)}: ${sentences.join(' ')}`.trim());
    }
  }
  const handoff = handoffText(input.handoff);
  if (handoff) {
    parts.push(handoff);
  }
  parts.push(`*${chatMessages.knowledgeAnswerLabel}*`);
  return parts.join('\n\n');
}

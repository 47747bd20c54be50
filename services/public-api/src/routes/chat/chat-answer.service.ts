import { setTimeout as sleep } from 'node:timers/promises';
import { chatMessages } from '@phi/contracts/messages';
import { routePaths } from '@phi/contracts/navigation';
import {
  buildContactHandoffPath,
  type ChatAnswerSource,
  type ChatHandoff,
  type ChatRequest,
  type ChatStreamMeta,
  type Job,
} from '@phi/contracts/public';
import type { ModelProvider, ModelTokenUsage } from '@phi/model-provider';
import { detectChatIntent, isGreeting, matchOpenJobs } from './chat-intent.ts';
import { buildChatPrompt } from './chat-prompt.ts';
import { composeSiteAnswer } from './offline-answer.ts';
import {
  pickPassages,
  retrievalQuery,
  type SearchSite,
  type SitePassage,
  toChatSource,
} from './site-passages.ts';
import { createHtmlNeutraliser } from './text-safety.ts';

export interface ChatAnswerDeps {
  /** Null without OPENAI_API_KEY: answers are built from the site's passages. */
  provider: ModelProvider | null;
  searchSite: SearchSite;
  listOpenJobs: () => Promise<Job[]>;
}

export interface ChatAnswerOptions {
  signal: AbortSignal;
  /** Pause between the words of an answer not written by the model (0 for POST /api/chat). */
  wordDelayMs: number;
  onUsage?: (usage: ModelTokenUsage) => void;
}

/** What the answer is about (sent first) and its text; a model answer starts on the first read. */
export interface ChatAnswerPlan {
  meta: ChatStreamMeta;
  deltas: AsyncIterable<string>;
}

// Bounds one answer's cost; the prompt asks for under 150 words.
const maxAnswerTokens = 600;

async function* pacedWords(text: string, delayMs: number, signal: AbortSignal) {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  for (const [index, word] of words.entries()) {
    if (index > 0 && delayMs > 0) {
      try {
        await sleep(delayMs, undefined, { signal });
      } catch {
        return;
      }
    }
    if (signal.aborted) {
      return;
    }
    yield word;
  }
}

async function* modelDeltas(
  provider: ModelProvider,
  prompt: ReturnType<typeof buildChatPrompt>,
  options: ChatAnswerOptions,
) {
  const neutraliser = createHtmlNeutraliser();
  for await (const chunk of provider.streamChat({
    messages: prompt,
    signal: options.signal,
    maxTokens: maxAnswerTokens,
  })) {
    if (chunk.type === 'usage') {
      options.onUsage?.(chunk.usage);
      continue;
    }
    const text = neutraliser.push(chunk.text);
    if (text) {
      yield text;
    }
  }
  const rest = neutraliser.flush();
  if (rest) {
    yield rest;
  }
}

function isCareersPath(path: string): boolean {
  return path === routePaths.careers || path.startsWith(`${routePaths.careers}/`);
}

async function handoffFor(deps: ChatAnswerDeps, message: string): Promise<ChatHandoff> {
  const intent = detectChatIntent(message);
  if (intent === 'contact') {
    return { kind: 'contact', path: buildContactHandoffPath(message) };
  }
  if (intent === 'jobs') {
    return { kind: 'jobs', jobs: matchOpenJobs(message, await deps.listOpenJobs()) };
  }
  return null;
}

export async function planChatAnswer(
  deps: ChatAnswerDeps,
  request: ChatRequest,
  options: ChatAnswerOptions,
): Promise<ChatAnswerPlan> {
  const { message, conversationHistory: history } = request;
  const source: ChatAnswerSource = deps.provider ? 'model' : 'site-knowledge';
  const fixedAnswer = (text: string, handoff: ChatHandoff = null): ChatAnswerPlan => ({
    meta: { source, sources: [], handoff },
    deltas: pacedWords(text, options.wordDelayMs, options.signal),
  });

  if (isGreeting(message)) {
    return fixedAnswer(chatMessages.greeting);
  }
  const [found, handoff] = await Promise.all([
    deps.searchSite(retrievalQuery(message, history), options.signal),
    handoffFor(deps, message),
  ]);
  // A jobs question is answered by the careers pages and the matching jobs, not by service
  // pages that happen to mention engineers.
  const passages: SitePassage[] = pickPassages(
    handoff?.kind === 'jobs' ? found.filter((passage) => isCareersPath(passage.path)) : found,
  );
  // Nothing on the site is relevant and no hand-off fits: refuse rather than make something up.
  if (passages.length === 0 && handoff === null) {
    return fixedAnswer(chatMessages.offTopicRefusal);
  }
  const meta: ChatStreamMeta = { source, sources: passages.map(toChatSource), handoff };
  if (!deps.provider) {
    const text = composeSiteAnswer({ question: message, passages, handoff });
    return { meta, deltas: pacedWords(text, options.wordDelayMs, options.signal) };
  }
  const prompt = buildChatPrompt({ message, history, passages, handoff });
  return { meta, deltas: modelDeltas(deps.provider, prompt, options) };
}

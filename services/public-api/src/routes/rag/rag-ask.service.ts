import { ragMessages } from '@phi/contracts/messages';
import type { RagAskRequest, RagAskResponse } from '@phi/contracts/public';
import { type Database, findVoicebotProfile, listVoicebotFiles, touchVoicebotOwner } from '@phi/db';
import {
  authorizeVoicebotOwner,
  descriptionDocumentKey,
  descriptionDocumentTitle,
} from '@phi/domain/voicebots';
import { type Embedder, searchKnowledge } from '@phi/knowledge';
import { type ModelProvider, neutraliseRoleMarkers } from '@phi/model-provider';
import type { Kysely } from 'kysely';
import { keySentences } from '../chat/offline-answer.ts';
import { type BotPassage, buildBotPrompt } from './rag-ask-prompt.ts';

export interface RagAskDeps {
  db: Kysely<Database>;
  /** Null without OPENAI_API_KEY: the answer is made of the passages themselves. */
  provider: ModelProvider | null;
  embedder: Embedder | null;
}

// Three passages, at most two from one document (the knowledge package's cap), as the chat.
const passagesUsed = 3;
const maxAnswerTokens = 400;

function composeExtractiveAnswer(question: string, passages: readonly BotPassage[]): string {
  return passages
    .map((passage) => {
      const sentences = keySentences(question, {
        title: passage.fileName,
        path: passage.fileName,
        excerpt: passage.excerpt,
        content: passage.content,
        score: 0,
      }).map(neutraliseRoleMarkers);
      return `From ${passage.fileName}: ${sentences.join(' ')}`;
    })
    .join('\n\n');
}

/**
 * "Test my bot" in text (docs/architecture.md#voice): the question is answered from the bot's
 * own collection, through the model when one is configured, else from the best passages' key
 * sentences; either way the passages used are cited with their file.
 */
export async function askVoicebot(
  deps: RagAskDeps,
  request: RagAskRequest,
  ownerKey: string | undefined,
  signal: AbortSignal,
): Promise<RagAskResponse> {
  const { db } = deps;
  const voicebotId = request.voicebot_id;
  await authorizeVoicebotOwner(db, voicebotId, ownerKey);
  await touchVoicebotOwner(db, voicebotId);
  const [found, files, profile] = await Promise.all([
    searchKnowledge(db, {
      collection: voicebotId,
      query: request.question,
      limit: passagesUsed,
      embedder: deps.embedder ?? undefined,
      signal,
    }),
    listVoicebotFiles(db, voicebotId),
    findVoicebotProfile(db, voicebotId),
  ]);
  const fileNames = new Map(files.map((file) => [file.id, file.sanitizedName]));
  const passages: BotPassage[] = found.passages.map((passage) => ({
    fileName:
      passage.documentKey === descriptionDocumentKey
        ? descriptionDocumentTitle
        : (fileNames.get(passage.documentKey) ?? passage.title),
    excerpt: passage.excerpt,
    content: passage.content,
  }));
  const citations = passages.map((passage) => ({
    file_name: passage.fileName,
    passage: passage.excerpt,
  }));
  if (passages.length === 0) {
    return { voicebot_id: voicebotId, answer: ragMessages.noAnswer, source: 'none', citations };
  }
  if (!deps.provider) {
    return {
      voicebot_id: voicebotId,
      answer: composeExtractiveAnswer(request.question, passages),
      source: 'documents',
      citations,
    };
  }
  const configuration = profile?.configuration as { botName?: unknown } | null | undefined;
  const completion = await deps.provider.completeChat({
    messages: buildBotPrompt({
      bot: {
        botName: typeof configuration?.botName === 'string' ? configuration.botName : 'Assistant',
        companyName: profile?.companyName ?? 'the company',
      },
      question: request.question,
      passages,
    }),
    maxTokens: maxAnswerTokens,
    signal,
  });
  return {
    voicebot_id: voicebotId,
    answer: completion.content.trim(),
    source: 'model',
    citations,
  };
}

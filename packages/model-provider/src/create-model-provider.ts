import OpenAI from 'openai';
import type { ModelProviderEnv } from './env.ts';
import { type DeadlineLimits, toModelProviderError } from './map-error.ts';
import { createRequestDeadline } from './request-deadline.ts';
import type {
  Embedder,
  ModelChatChunk,
  ModelChatCompletion,
  ModelChatRequest,
  ModelProvider,
  ModelTokenUsage,
} from './types.ts';

const defaultBaseUrl = 'https://api.openai.com/v1';
// OpenAI takes up to 2,048 inputs a call; smaller batches keep one slow call short.
const embeddingBatchSize = 128;

function toUsage(usage: OpenAI.CompletionUsage): ModelTokenUsage {
  return {
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    totalTokens: usage.total_tokens,
  };
}

function toBody(model: string, request: ModelChatRequest) {
  return {
    model,
    messages: request.messages.map(({ role, content }) => ({ role, content })),
    ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
  };
}

/** The model behind chat, retrieval and the voice agent; null when no key is configured. */
export function createModelProvider(
  env: Pick<
    ModelProviderEnv,
    | 'OPENAI_API_KEY'
    | 'OPENAI_BASE_URL'
    | 'OPENAI_CHAT_MODEL'
    | 'OPENAI_EMBEDDING_MODEL'
    | 'OPENAI_TIMEOUT_MS'
    | 'OPENAI_FIRST_TOKEN_TIMEOUT_MS'
  >,
): ModelProvider | null {
  if (!env.OPENAI_API_KEY) {
    return null;
  }
  // Everything passed explicitly: the SDK would otherwise read OPENAI_* from process.env itself.
  // No retries: a visitor is waiting, and a failed answer is shown at once.
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL ?? defaultBaseUrl,
    organization: null,
    project: null,
    timeout: env.OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
  const chatModel = env.OPENAI_CHAT_MODEL;
  const streamLimits: DeadlineLimits = {
    totalMs: env.OPENAI_TIMEOUT_MS,
    firstTokenMs: env.OPENAI_FIRST_TOKEN_TIMEOUT_MS,
  };
  const totalLimits: DeadlineLimits = { totalMs: env.OPENAI_TIMEOUT_MS };

  async function* streamChat(request: ModelChatRequest): AsyncGenerator<ModelChatChunk> {
    const deadline = createRequestDeadline(request.signal, streamLimits.totalMs);
    deadline.armFirstToken(env.OPENAI_FIRST_TOKEN_TIMEOUT_MS);
    let isFinished = false;
    try {
      const stream = await client.chat.completions.create(
        { ...toBody(chatModel, request), stream: true, stream_options: { include_usage: true } },
        { signal: deadline.signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) {
          deadline.disarmFirstToken();
          yield { type: 'delta', text };
        }
        if (chunk.usage) {
          yield { type: 'usage', usage: toUsage(chunk.usage) };
        }
      }
      // The SDK ends a stream quietly when its signal aborts mid-body; a cut answer is a failure.
      if (deadline.signal.aborted) {
        throw deadline.signal.reason;
      }
      isFinished = true;
    } catch (error) {
      throw toModelProviderError(error, deadline, streamLimits);
    } finally {
      // A consumer that stops reading early ends the upstream request too.
      if (!isFinished) {
        deadline.abort('caller');
      }
      deadline.dispose();
    }
  }

  async function completeChat(request: ModelChatRequest): Promise<ModelChatCompletion> {
    const deadline = createRequestDeadline(request.signal, totalLimits.totalMs);
    try {
      const completion = await client.chat.completions.create(
        { ...toBody(chatModel, request), stream: false },
        { signal: deadline.signal },
      );
      return {
        content: completion.choices[0]?.message.content ?? '',
        usage: completion.usage ? toUsage(completion.usage) : null,
      };
    } catch (error) {
      throw toModelProviderError(error, deadline, totalLimits);
    } finally {
      deadline.dispose();
    }
  }

  const embeddingModel = env.OPENAI_EMBEDDING_MODEL;
  const embedder: Embedder | null = embeddingModel
    ? {
        model: embeddingModel,
        async embed(texts, signal) {
          const vectors: number[][] = [];
          for (let start = 0; start < texts.length; start += embeddingBatchSize) {
            const batch = texts.slice(start, start + embeddingBatchSize);
            const deadline = createRequestDeadline(signal, totalLimits.totalMs);
            try {
              const answer = await client.embeddings.create(
                { model: embeddingModel, input: batch, encoding_format: 'float' },
                { signal: deadline.signal },
              );
              const ordered = [...answer.data].sort((a, b) => a.index - b.index);
              if (ordered.length !== batch.length) {
                throw new Error(`asked for ${batch.length} embeddings, got ${ordered.length}`);
              }
              vectors.push(...ordered.map((item) => item.embedding));
            } catch (error) {
              throw toModelProviderError(error, deadline, totalLimits);
            } finally {
              deadline.dispose();
            }
          }
          return vectors;
        },
      }
    : null;

  return { chatModel, embedder, streamChat, completeChat };
}

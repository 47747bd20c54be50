import { chatModel } from '@phi/contracts/constants';
import { z } from 'zod';

// Env fragment of every deployable that talks to a model (public-api's chat, the knowledge
// indexer, the voice agent), composed into each one's own src/env.ts like @phi/runtime's.

const millisecondsSchema = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .positive('must be greater than 0');

export const modelProviderEnv = {
  // Unset: no model; chat answers from the site's own content (docs/architecture.md#chat).
  OPENAI_API_KEY: z.string().min(1).optional(),
  // Any OpenAI-compatible server; unset means api.openai.com.
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OPENAI_CHAT_MODEL: z.string().min(1).default(chatModel),
  // Embeddings only when a model is named: lexical retrieval needs none.
  OPENAI_EMBEDDING_MODEL: z.string().min(1).optional(),
  // The whole request, first byte to last token.
  OPENAI_TIMEOUT_MS: millisecondsSchema.default(30_000),
  // From sending a streamed request to its first token; a visitor watching the typing
  // indicator should not wait the whole request timeout for a model that never starts.
  OPENAI_FIRST_TOKEN_TIMEOUT_MS: millisecondsSchema.default(10_000),
};

const modelProviderEnvSchema = z.object(modelProviderEnv);
export type ModelProviderEnv = z.output<typeof modelProviderEnvSchema>;

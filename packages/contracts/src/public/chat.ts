import { z } from 'zod';
import { chatLimits, contactFormAnchorId } from '../constants.ts';
import { chatMessages } from '../messages/news-chat.ts';
import { routePaths } from '../navigation.ts';
import { isoDateTimeSchema } from '../schema-helpers.ts';

// spec: chat-news-admin §3, chat message
export const chatRoles = ['assistant', 'user'] as const;
export const chatRoleSchema = z.enum(chatRoles);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatMessageSchema = z
  .object({
    id: z.string(),
    role: chatRoleSchema,
    content: z.string(),
    timestamp: isoDateTimeSchema,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistoryItemSchema = z.object({
  role: chatRoleSchema,
  content: z.string().max(chatLimits.maxMessageChars),
});
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;

// spec: chat-news-admin §7: POST /api/chat. The stream form takes the same body and answers
// text/event-stream (chat-stream.ts).
export const chatPaths = {
  chat: '/api/chat',
  stream: '/api/chat/stream',
} as const;

// spec: chat-news-admin §5 and §7 (POST /api/chat): message plus history items as role and
// content. The page sends the last 10; a longer history (up to acceptedHistoryItems) is accepted
// and cut to the last 10 here, so every consumer of the parsed request sees the spec's 10.
export const chatRequestSchema = z
  .object({
    message: z
      .string({ error: chatMessages.emptyMessage })
      .trim()
      .min(1, chatMessages.emptyMessage)
      .max(chatLimits.maxMessageChars),
    conversationHistory: z
      .array(chatHistoryItemSchema)
      .max(chatLimits.acceptedHistoryItems)
      .default([])
      .transform((items) => items.slice(-chatLimits.historyMessages)),
  })
  .meta({ id: 'ChatRequest' });
export type ChatRequestInput = z.input<typeof chatRequestSchema>;
export type ChatRequest = z.output<typeof chatRequestSchema>;

// Without a model key the answer comes from the site's own knowledge and is labelled as such,
// hence `source` (docs/architecture.md#status).
export const chatAnswerSources = ['model', 'site-knowledge'] as const;
export const chatAnswerSourceSchema = z.enum(chatAnswerSources);
export type ChatAnswerSource = z.infer<typeof chatAnswerSourceSchema>;

/** A page of the site an answer drew on; `path` is a site path such as "/services/iot". */
export const chatSourceSchema = z
  .object({ title: z.string(), path: z.string(), excerpt: z.string() })
  .meta({ id: 'ChatSource' });
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatHandoffJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
});
export type ChatHandoffJob = z.infer<typeof chatHandoffJobSchema>;

// Ours: a question about pricing, a demo or a quote hands the visitor to the contact form with
// the question filled in; one about jobs lists the matching open positions.
export const chatHandoffSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('contact'), path: z.string() }),
    z.object({ kind: z.literal('jobs'), jobs: z.array(chatHandoffJobSchema) }),
  ])
  .nullable()
  .meta({ id: 'ChatHandoff' });
export type ChatHandoff = z.infer<typeof chatHandoffSchema>;

export const chatReplySchema = z.object({ role: z.literal('assistant'), content: z.string() });
export type ChatReply = z.infer<typeof chatReplySchema>;

// spec: chat-news-admin §7, the reply is read from message.content
export const chatResponseSchema = z
  .object({
    message: chatReplySchema,
    source: chatAnswerSourceSchema,
    sources: z.array(chatSourceSchema),
    handoff: chatHandoffSchema,
  })
  .meta({ id: 'ChatResponse' });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * The contact page with the visitor's question filled in (its form reads `message`), opened at
 * the form (spec: site-marketing-careers §2.8, anchor contact-form): the visitor came to write.
 */
export const contactMessageQueryParam = 'message';
export function buildContactHandoffPath(question: string): string {
  const message = question.trim().slice(0, chatLimits.handoffQuestionChars);
  const query = new URLSearchParams({ [contactMessageQueryParam]: message }).toString();
  return `${routePaths.companyContact}?${query}#${contactFormAnchorId}`;
}

/** spec: chat-news-admin §7 and §9, only the last 10 messages travel, as role and content. */
export function buildConversationHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  return messages
    .slice(-chatLimits.historyMessages)
    .map(({ role, content }) => ({ role, content: content.slice(0, chatLimits.maxMessageChars) }));
}

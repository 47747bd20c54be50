import { z } from 'zod';
import { chatLimits } from '../constants.ts';
import { chatMessages } from '../messages/news-chat.ts';
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

// spec: chat-news-admin §5 and §7 (POST /api/chat): message plus the last 10 history items
export const chatRequestSchema = z
  .object({
    message: z
      .string({ error: chatMessages.emptyMessage })
      .trim()
      .min(1, chatMessages.emptyMessage)
      .max(chatLimits.maxMessageChars),
    conversationHistory: z.array(chatHistoryItemSchema).max(chatLimits.historyMessages).default([]),
  })
  .meta({ id: 'ChatRequest' });
export type ChatRequestInput = z.input<typeof chatRequestSchema>;
export type ChatRequest = z.output<typeof chatRequestSchema>;

// Without a model key the answer comes from the site's own knowledge and is labelled as such,
// hence `source` (docs/architecture.md#status).
export const chatAnswerSources = ['model', 'site-knowledge'] as const;
export const chatAnswerSourceSchema = z.enum(chatAnswerSources);
export type ChatAnswerSource = z.infer<typeof chatAnswerSourceSchema>;

// spec: chat-news-admin §7, the reply is read from message.content
export const chatResponseSchema = z
  .object({
    message: z.object({ role: z.literal('assistant'), content: z.string() }),
    source: chatAnswerSourceSchema,
  })
  .meta({ id: 'ChatResponse' });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** spec: chat-news-admin §7 and §9, only the last 10 messages travel, as role and content. */
export function buildConversationHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  return messages
    .slice(-chatLimits.historyMessages)
    .map(({ role, content }) => ({ role, content: content.slice(0, chatLimits.maxMessageChars) }));
}

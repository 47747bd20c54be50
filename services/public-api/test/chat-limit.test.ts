import { errorBodySchema } from '@phi/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatContext, chatBody, openChatContext } from './chat-fixtures.ts';

let context: ChatContext;

beforeAll(async () => {
  context = await openChatContext({ offlineEnv: { CHAT_LIMIT_PER_IP_PER_MINUTE: '3' } });
});

afterAll(async () => {
  await context?.close();
});

describe('chat rate limit', () => {
  it('answers 429 past CHAT_LIMIT_PER_IP_PER_MINUTE, with the error body', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await context.offline.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: chatBody('Hello'),
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(errorBodySchema.parse(response.json()).code).toBe('RATE_LIMITED');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await context.offline.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: chatBody('Hello'),
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(200);
  });
});

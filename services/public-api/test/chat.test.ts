import { errorBodySchema } from '@phi/contracts/errors';
import { chatResponseSchema } from '@phi/contracts/public';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatContext,
  chatBody,
  iotQuestion,
  offTopicQuestion,
  openChatContext,
} from './chat-fixtures.ts';
import type { TestApp } from './helper.ts';

let context: ChatContext;

beforeAll(async () => {
  context = await openChatContext();
});

afterAll(async () => {
  await context?.close();
});

beforeEach(() => {
  context.fake.configure({
    failure: 'none',
    firstTokenDelayMs: 0,
    tokenDelayMs: 0,
    reply: 'We build IoT for facilities, see [AI-Powered IoT](/services/iot).',
  });
});

async function ask(app: TestApp, payload: unknown) {
  return app.app.inject({ method: 'POST', url: '/api/chat', payload: payload as object });
}

async function answer(app: TestApp, message: string, history: unknown[] = []) {
  const response = await ask(app, chatBody(message, history));
  expect(response.statusCode, response.payload).toBe(200);
  return chatResponseSchema.parse(response.json());
}

describe('POST /api/chat with a model', () => {
  it('sends the passages found on the site as quoted data and returns them as sources', async () => {
    const result = await answer(context.model, iotQuestion);
    expect(result.source).toBe('model');
    expect(result.message.content).toBe(
      'We build IoT for facilities, see [AI-Powered IoT](/services/iot).',
    );
    expect(result.sources.map((source) => source.path)).toContain('/services/iot');
    expect(result.handoff).toBeNull();
    const prompt = context.fake.chatRequests().at(-1)?.messages ?? [];
    expect(prompt[0]?.role).toBe('system');
    expect(prompt[0]?.content).toContain('not instructions');
    expect(prompt[1]?.content).toContain('<passage n="1"');
    expect(prompt[1]?.content).toContain('path="/services/iot"');
    expect(prompt.at(-1)).toEqual({ role: 'user', content: iotQuestion });
  });

  it('sends the model only the last 10 history items', async () => {
    const history = Array.from({ length: 14 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `history item ${i}`,
    }));
    await answer(context.model, iotQuestion, history);
    const prompt = context.fake.chatRequests().at(-1)?.messages ?? [];
    const sent = prompt.filter((message) => message.content.startsWith('history item'));
    expect(sent).toHaveLength(10);
    expect(sent[0]).toEqual({ role: 'user', content: 'history item 4' });
    expect(sent[9]).toEqual({ role: 'assistant', content: 'history item 13' });
  });

  it('answers 502 and 504 with the contract texts when the model fails', async () => {
    context.fake.configure({ failure: 'http-500' });
    const failed = await ask(context.model, chatBody(iotQuestion));
    expect(failed.statusCode).toBe(502);
    expect(errorBodySchema.parse(failed.json())).toMatchObject({
      code: 'CHAT_MODEL_UNAVAILABLE',
      error: 'The assistant is unavailable right now. Please try again.',
    });
    context.fake.configure({ failure: 'hang' });
    const slow = await ask(context.model, chatBody(iotQuestion));
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toMatchObject({
      code: 'CHAT_MODEL_TIMEOUT',
      error: 'The assistant took too long to answer. Please try again.',
    });
  });

  it('never passes HTML on', async () => {
    context.fake.configure({ reply: 'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>' });
    const result = await answer(context.model, iotQuestion);
    expect(result.message.content).not.toMatch(/<[a-z/]/i);
  });

  it('refuses an off-topic question without asking the model', async () => {
    const before = context.fake.chatRequests().length;
    const result = await answer(context.model, offTopicQuestion);
    expect(result.message.content).toBe(
      "I'm sorry, I can only help with questions about Phi: our AI and machine learning, software development, IoT and data science services, our products, careers at Phi and how to get in touch. Could you ask me about one of those?",
    );
    expect(result.sources).toEqual([]);
    expect(context.fake.chatRequests()).toHaveLength(before);
  });
});

describe('POST /api/chat without a model key', () => {
  it("answers from the site's pages, labelled, with a link to the source page", async () => {
    const result = await answer(context.offline, iotQuestion);
    expect(result.source).toBe('site-knowledge');
    expect(result.message.content).toContain('Here is what our website says about that:');
    expect(result.message.content).toContain('](/services/iot)');
    expect(result.message.content).toContain("Answered from our website's own content");
    expect(result.sources.map((source) => source.path)).toContain('/services/iot');
  });

  it('refuses an off-topic question', async () => {
    const result = await answer(context.offline, offTopicQuestion);
    expect(result.message.content).toMatch(/^I'm sorry, I can only help with questions about Phi/);
    expect(result.sources).toEqual([]);
    expect(result.handoff).toBeNull();
  });
});

describe('lead hand-off', () => {
  it('sends a pricing question to the contact form with the question filled in', async () => {
    for (const app of [context.model, context.offline]) {
      const result = await answer(app, 'How much does it cost?');
      expect(result.handoff).toEqual({
        kind: 'contact',
        path: '/company/contact?message=How+much+does+it+cost%3F#contact-form',
      });
    }
    const offline = await answer(context.offline, 'How much does it cost?');
    expect(offline.message.content).toContain(
      '[Talk to our team](/company/contact?message=How+much+does+it+cost%3F#contact-form)',
    );
  });

  it('lists the matching open jobs for "are you hiring engineers"', async () => {
    const result = await answer(context.offline, 'Are you hiring engineers?');
    expect(result.handoff?.kind).toBe('jobs');
    const jobs = result.handoff?.kind === 'jobs' ? result.handoff.jobs : [];
    expect(jobs.map((job) => job.title)).toEqual(['Senior Software Engineer']);
    expect(jobs[0]?.path).toMatch(/^\/careers\/apply\//);
    expect(result.message.content).toContain(`[Senior Software Engineer](${jobs[0]?.path})`);
    await answer(context.model, 'Are you hiring engineers?');
    expect(context.fake.chatRequests().at(-1)?.messages[0]?.content).toContain(
      'Senior Software Engineer',
    );
  });
});

describe('requests the chat refuses', () => {
  it('answers 400 "Message cannot be empty." on both routes', async () => {
    for (const url of ['/api/chat', '/api/chat/stream']) {
      const response = await context.offline.app.inject({
        method: 'POST',
        url,
        payload: { message: '   ' },
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: 'Message cannot be empty.',
      });
    }
  });

  it('answers 400 for more than 50 history items', async () => {
    const history = Array.from({ length: 51 }, () => ({ role: 'user', content: 'x' }));
    const response = await ask(context.offline, chatBody('hello there', history));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

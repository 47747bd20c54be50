import { demoVoicebotIds } from '@phi/contracts/public';
import { createTestDatabase, type TestDatabase } from '@phi/db/testing';
import { indexDocuments, siteCollection } from '@phi/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readToolOutput, ScriptedLLM } from './scripted-llm.ts';
import { dispatchMetadata, startTextSession } from './text-session.ts';

// Phi answers from the site's collection and a company bot from its own (packages/knowledge),
// citing what the search returned.

interface SearchOutput {
  found: boolean;
  passages: { title: string; path: string | null; text: string }[];
}

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

function lastReply(result: { events: { type: string; item?: unknown }[] }): string {
  const message = result.events.filter((event) => event.type === 'message').at(-1);
  return (message?.item as { textContent?: string } | undefined)?.textContent ?? '';
}

const citeFirstPassage = (output: string) => {
  const { passages } = readToolOutput<SearchOutput>(output);
  const passage = passages[0];
  return passage ? `${passage.text} (see ${passage.path ?? passage.title})` : 'Not covered.';
};

describe('Phi, the general assistant', () => {
  it("searches the site's collection and cites the page path", async () => {
    await indexDocuments(testDb.db, siteCollection, [
      {
        key: '/services/voice-agents',
        title: 'Voice agents',
        path: '/services/voice-agents',
        sections: [
          {
            headingPath: ['Voice agents'],
            text: 'Our voice agents answer inbound calls around the clock and book appointments straight into your calendar.',
          },
        ],
      },
      {
        key: '/careers',
        title: 'Careers',
        path: '/careers',
        sections: [{ headingPath: [], text: 'We hire engineers in London and remotely.' }],
      },
    ]);
    const llm = new ScriptedLLM([
      {
        when: 'Can your voice agents answer calls at night?',
        toolCalls: [{ name: 'searchSite', args: { query: 'voice agents answer calls at night' } }],
      },
      { when: /"found":/, reply: citeFirstPassage },
    ]);
    const text = await startTextSession({
      db: testDb.db,
      metadata: dispatchMetadata({ persona: 'general', voicebotId: demoVoicebotIds.general }),
      llm,
    });
    const result = await text.session
      .run({ userInput: 'Can your voice agents answer calls at night?' })
      .wait();
    result.expect.nextEvent().isFunctionCall({
      name: 'searchSite',
      args: { query: 'voice agents answer calls at night' },
    });
    const output = result.expect.nextEvent().isFunctionCallOutput({ isError: false });
    const found = readToolOutput<SearchOutput>(output.event().item.output);
    expect(found.passages[0]).toMatchObject({
      title: 'Voice agents',
      path: '/services/voice-agents',
    });
    const reply = lastReply(result);
    expect(reply).toContain('answer inbound calls around the clock');
    expect(reply).toContain('(see /services/voice-agents)');
    await text.close();
  });
});

describe('a company bot', () => {
  const voicebotId = 'voicebot_1764000000000_ab12cd';

  beforeAll(async () => {
    await testDb.db
      .insertInto('voicebotProfiles')
      .values({
        voicebotId,
        companyName: 'Northwind Bikes',
        description: 'A bicycle repair shop with two workshops.',
        configuration: JSON.stringify({ bot_name: 'Wheelie', voice: 'zara', template: 'friendly' }),
      })
      .execute();
    await indexDocuments(testDb.db, voicebotId, [
      {
        key: 'upload:opening-hours.md',
        title: 'opening-hours.md',
        sections: [
          {
            headingPath: ['Opening hours'],
            text: 'The Riverside workshop opens Tuesday to Saturday, 8am to 6pm. Puncture repairs take twenty minutes.',
          },
        ],
      },
    ]);
  });

  it('searches its own collection, cites the indexed passage, and speaks as configured', async () => {
    const llm = new ScriptedLLM([
      {
        when: 'When is the Riverside workshop open?',
        toolCalls: [
          { name: 'searchDocuments', args: { query: 'Riverside workshop opening hours' } },
        ],
      },
      { when: /"found":/, reply: citeFirstPassage },
    ]);
    const text = await startTextSession({
      db: testDb.db,
      metadata: dispatchMetadata({
        persona: 'company',
        voicebotId,
        companyName: 'Northwind Bikes',
        botName: 'Wheelie',
        voice: 'zara',
        template: 'friendly',
      }),
      llm,
    });
    expect(text.instructions).toContain('You are Wheelie, the voice assistant of Northwind Bikes.');
    expect(text.instructions).toContain('A bicycle repair shop with two workshops.');
    expect(text.instructions).toContain('Personality: Friendly');
    const result = await text.session
      .run({ userInput: 'When is the Riverside workshop open?' })
      .wait();
    result.expect.nextEvent().isFunctionCall({
      name: 'searchDocuments',
      args: { query: 'Riverside workshop opening hours' },
    });
    const reply = lastReply(result);
    expect(reply).toContain('opens Tuesday to Saturday, 8am to 6pm');
    expect(reply).toContain('(see opening-hours.md)');
    await text.close();
  });

  it("does not see another collection's documents", async () => {
    const llm = new ScriptedLLM([
      {
        when: 'Do you hire engineers?',
        toolCalls: [{ name: 'searchDocuments', args: { query: 'hire engineers London' } }],
      },
      { when: /"found":/, reply: citeFirstPassage },
    ]);
    const text = await startTextSession({
      db: testDb.db,
      metadata: dispatchMetadata({
        persona: 'company',
        voicebotId,
        companyName: 'Northwind Bikes',
      }),
      llm,
    });
    const result = await text.session.run({ userInput: 'Do you hire engineers?' }).wait();
    expect(lastReply(result)).toBe('Not covered.');
    await text.close();
  });
});

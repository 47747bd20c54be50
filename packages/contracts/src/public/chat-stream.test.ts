import { describe, expect, it } from 'vitest';
import {
  type ChatStreamEvent,
  ChatStreamProtocolError,
  createChatStreamParser,
  formatChatStreamEvent,
  readChatStream,
} from './chat-stream.ts';

const events: ChatStreamEvent[] = [
  { event: 'meta', data: { source: 'model', sources: [], handoff: null } },
  { event: 'delta', data: { text: 'Hello\nthere ' } },
  { event: 'delta', data: { text: '\u2028world' } },
  { event: 'done', data: { message: { role: 'assistant', content: 'Hello\nthere \u2028world' } } },
];

describe('chat stream events', () => {
  it('round-trip through the wire format in any split', () => {
    const wire = events.map(formatChatStreamEvent).join('');
    for (const size of [1, 2, 3, 7, wire.length]) {
      const parser = createChatStreamParser();
      const parsed: ChatStreamEvent[] = [];
      for (let i = 0; i < wire.length; i += size) {
        parsed.push(...parser.push(wire.slice(i, i + size)));
      }
      parsed.push(...parser.end());
      expect(parsed).toEqual(events);
    }
  });

  it('reads CRLF and CR line ends, comments and multi-line data; ignores unknown events', () => {
    const parser = createChatStreamParser();
    const wire =
      ': keep-alive\r\nevent: ping\r\ndata: {}\r\n\r\nevent: delta\rdata: {"text":\rdata: "a"}\r\r';
    expect([...parser.push(wire), ...parser.end()]).toEqual([
      { event: 'delta', data: { text: 'a' } },
    ]);
  });

  it('drops an event whose blank line never came', () => {
    const parser = createChatStreamParser();
    expect(parser.push('event: delta\ndata: {"text":"a"}\n')).toEqual([]);
    expect(parser.end()).toEqual([]);
  });

  it('throws a protocol error on data that breaks the schema', () => {
    const parser = createChatStreamParser();
    expect(() => parser.push('event: delta\ndata: {"text":1}\n\n')).toThrow(
      ChatStreamProtocolError,
    );
    expect(() => createChatStreamParser().push('event: error\ndata: nope\n\n')).toThrow(
      ChatStreamProtocolError,
    );
  });

  it('reads a response body', async () => {
    const bytes = new TextEncoder().encode(events.map(formatChatStreamEvent).join(''));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Split inside the three bytes of U+2028.
        const split = bytes.indexOf(0xe2) + 1;
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    const read: ChatStreamEvent[] = [];
    for await (const event of readChatStream(body)) {
      read.push(event);
    }
    expect(read).toEqual(events);
  });
});

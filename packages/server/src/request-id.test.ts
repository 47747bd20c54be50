import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { generateRequestId } from './request-id.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function requestWith(id: string | undefined): IncomingMessage {
  return { headers: id === undefined ? {} : { 'x-request-id': id } } as IncomingMessage;
}

describe('generateRequestId', () => {
  it('keeps a sane incoming id', () => {
    expect(generateRequestId(requestWith('edge-7f3a.42:1'))).toBe('edge-7f3a.42:1');
  });

  it('replaces a missing, oversized or unsafe id with a UUID', () => {
    expect(generateRequestId(requestWith(undefined))).toMatch(uuid);
    expect(generateRequestId(requestWith('x'.repeat(129)))).toMatch(uuid);
    expect(generateRequestId(requestWith('bad id\nInjected: 1'))).toMatch(uuid);
    expect(generateRequestId(requestWith(''))).toMatch(uuid);
  });
});

import { expect, vi } from 'vitest';
import type { z } from 'zod';

/** Parses with a new schema and tells whether zod called Function while doing it. */
export function parseCallsFunction(zod: typeof z): boolean {
  const spy = vi.spyOn(globalThis, 'Function');
  const schema = zod.object({ name: zod.string(), tags: zod.array(zod.string()) });
  expect(schema.parse({ name: 'a', tags: ['b'] })).toEqual({ name: 'a', tags: ['b'] });
  expect(() => schema.parse({ name: 1 })).toThrow();
  const called = spy.mock.calls.length > 0;
  spy.mockRestore();
  return called;
}

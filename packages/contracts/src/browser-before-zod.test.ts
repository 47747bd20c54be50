import { describe, expect, it } from 'vitest';
import { parseWithoutEval } from './browser.ts';
import { parseCallsFunction } from './browser-test-support.ts';

// The site's order: the root module runs parseWithoutEval, zod arrives later with a lazy chunk.
// No static import of zod in this file or in browser.ts, so zod loads only below.
describe('parseWithoutEval before zod loads', () => {
  it('keeps zod from calling Function', async () => {
    parseWithoutEval();
    const { z } = await import('zod');
    expect(parseCallsFunction(z)).toBe(false);
  });
});

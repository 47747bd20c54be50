import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithoutEval } from './browser.ts';
import { parseCallsFunction } from './browser-test-support.ts';

// Here zod has loaded before parseWithoutEval runs; browser-before-zod.test.ts covers the other
// order. The tests of one file share one zod (it is not reloaded), so they run in this order.

describe('parseWithoutEval after zod has loaded', () => {
  it('is needed: by default zod compiles parsers with Function', () => {
    expect(parseCallsFunction(z)).toBe(true);
  });

  it('keeps zod from calling Function from then on', () => {
    parseWithoutEval();
    expect(parseCallsFunction(z)).toBe(false);
  });
});

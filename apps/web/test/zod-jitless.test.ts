// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// public/zod-jitless.js runs as a classic script before any module of the site; zod is loaded
// only below (no static import in this file), as the site's chunks load it after the script.
const script = readFileSync(join(import.meta.dirname, '..', 'public', 'zod-jitless.js'), 'utf8');

describe('public/zod-jitless.js', () => {
  it('keeps zod from calling Function when it runs before zod loads', async () => {
    runInThisContext(script);
    const { z } = await import('zod');
    const spy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
    expect(schema.parse({ name: 'a', tags: ['b'] })).toEqual({ name: 'a', tags: ['b'] });
    expect(() => schema.parse({ name: 1 })).toThrow();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

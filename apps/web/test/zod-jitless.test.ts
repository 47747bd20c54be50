// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// public/zod-jitless.js runs as a classic script before any module of the site (and the
// admin's copy before any module of the admin app); zod is loaded only below (no static import
// in this file), as the apps' chunks load it after the script. zod takes over the settings
// object the script leaves at globalThis.__zod_globalConfig.
const repoRoot = join(import.meta.dirname, '..', '..', '..');
const scripts = ['apps/web/public/zod-jitless.js', 'apps/admin/public/zod-jitless.js'];

describe.each(scripts)('%s', (path) => {
  it('keeps zod from calling Function when it runs before zod loads', async () => {
    // zod, once loaded by an earlier case, keeps the object it took over: turned off here, the
    // script must turn it on in place for zod to see it.
    const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    if (holder.__zod_globalConfig) {
      holder.__zod_globalConfig.jitless = false;
    }
    runInThisContext(readFileSync(join(repoRoot, path), 'utf8'));
    const { z } = await import('zod');
    const spy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), tags: z.array(z.string()) });
    expect(schema.parse({ name: 'a', tags: ['b'] })).toEqual({ name: 'a', tags: ['b'] });
    expect(() => schema.parse({ name: 1 })).toThrow();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

/**
 * For the browser apps, whose Content-Security-Policy has no 'unsafe-eval': zod 4 probes for
 * eval (`new Function`) to compile faster parsers, and under the policy that probe is refused
 * and reported as a violation. zod decides when a schema is created, so call this before any
 * module that creates one loads (each app imports its parse-without-eval.ts first); the services
 * keep the compiled parsers.
 *
 * This is zod's `config({ jitless: true })` without importing zod: zod keeps its settings in
 * globalThis.__zod_globalConfig and takes over an object already there, so the site's first
 * paint does not wait for zod's core (4 KB gzip on every route). browser.test.ts proves zod
 * honours it, whether zod loads before or after.
 */
export function parseWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

// A classic script at the top of every page's head (root.tsx, Layout), so it runs before every
// module of the site (module scripts wait for the document): the pages' script policy has no
// 'unsafe-eval' (build-tools/prerendered-html.ts), which refuses zod's eval probe, and zod takes
// over a settings object already at globalThis.__zod_globalConfig (apps/web/test/zod-jitless.test.ts).
// A module imported first is not enough: the bundler may move contract schemas into a shared
// chunk that runs before the entry's own code. test/zod-jitless.test.ts checks it and the admin's copy.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});

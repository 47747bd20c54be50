// A classic script in index.html's head, so it runs before every module of the app (module
// scripts wait for the document): the admin's script policy is 'self' only, which refuses zod's
// eval probe, and zod takes over a settings object already at globalThis.__zod_globalConfig
// (apps/web/test/zod-jitless.test.ts checks this copy too). A module imported first is not enough: the bundler may
// move contract schemas into a shared chunk that runs before the entry's own code.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});

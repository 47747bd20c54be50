import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { robotArmGlbPlugin } from './app/features/graphics/robot-arm-glb-plugin.ts';
import { islandsEntryPlugin } from './build-tools/islands-entry-plugin.ts';
import { readSiteOrigin } from './build-tools/site-origin.ts';

// `react-router dev` serves this app alone; in every other run the gateway owns /api. These
// forward the calls to the services on their default ports (admin-api PORT 3002, public-api
// PORT 3001), so start them first. Vite tries the keys in order and /api would also match
// /api/admin/*, so the admin entry comes first.
const apiProxy = {
  '/api/admin': { target: 'http://127.0.0.1:3002' },
  '/api': { target: 'http://127.0.0.1:3001' },
};

// The "`envFile` option is deprecated" lines of a build are not ours: @react-router/dev 7.18
// passes `envFile: false` to the Vite servers it creates internally.
const islandsEntry = fileURLToPath(new URL('./app/entry.islands.ts', import.meta.url));

export default defineConfig({
  // robotArmGlbPlugin: the home page's robot arm .glb, exported from its code-authored model.
  // islandsEntryPlugin: the script of the pages that hydrate islands only (app/entry.islands.ts).
  plugins: [tailwindcss(), reactRouter(), robotArmGlbPlugin(), islandsEntryPlugin(islandsEntry)],
  server: { proxy: apiProxy },
  // Keep .vite/manifest.json in build/client: bundle-size checks read each route's imports.
  build: { manifest: true },
  // The canonical origin (SITE_URL; unset: company.siteUrl) for app/lib/site-url.ts.
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(readSiteOrigin(process.env.SITE_URL) ?? ''),
  },
});

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { marketingRoutes } from '@phi/contracts/navigation';
import type { Config } from '@react-router/dev/config';
import { indexedRoutes } from './app/lib/indexed-routes.ts';
import { wholeAppRoutes } from './app/lib/whole-app-routes.ts';
import { readWebBuildEnv } from './build-tools/env.ts';
import { finishPrerenderedPages } from './build-tools/prerendered-html.ts';
import { collectRoutePatterns } from './build-tools/route-patterns.ts';
import { buildRobotsTxt, buildSitemapXml, siteFileNames } from './build-tools/site-files.ts';

const buildEnv = readWebBuildEnv();

export default {
  appDirectory: 'app',
  buildDirectory: buildEnv.buildDirectory,
  // Static hosting behind the gateway: every marketing route is prerendered to HTML and any
  // other path is answered with build/client/__spa-fallback.html.
  ssr: false,
  prerender: [...marketingRoutes],
  async buildEnd({ reactRouterConfig }) {
    // The gateway reads this list to answer 404 for paths no route serves
    // (docs/architecture.md#url-map).
    const clientDir = join(reactRouterConfig.buildDirectory, 'client');
    const patterns = collectRoutePatterns(reactRouterConfig.routes);
    await writeFile(
      join(clientDir, 'route-patterns.json'),
      `${JSON.stringify({ patterns }, null, 2)}\n`,
    );
    // Crawlers find the prerendered pages through these; both come from the same route list.
    await writeFile(
      join(clientDir, siteFileNames.sitemap),
      buildSitemapXml(indexedRoutes, buildEnv.siteUrl),
    );
    await writeFile(join(clientDir, siteFileNames.robots), buildRobotsTxt(buildEnv.siteUrl));
    // Islands instead of the whole app on the static pages, and each page's script-hash CSP
    // (build-tools/prerendered-html.ts).
    await finishPrerenderedPages(clientDir, wholeAppRoutes);
  },
} satisfies Config;

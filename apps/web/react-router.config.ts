import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { marketingRoutes } from '@phi/contracts/navigation';
import type { Config } from '@react-router/dev/config';
import { collectRoutePatterns } from './app/lib/route-patterns.ts';

export default {
  appDirectory: 'app',
  // Static hosting behind the gateway: every marketing route is prerendered to HTML and any
  // other path is answered with build/client/__spa-fallback.html.
  ssr: false,
  prerender: [...marketingRoutes],
  async buildEnd({ reactRouterConfig }) {
    // The gateway reads this list to answer 404 for paths no route serves (interfaces.md).
    const patterns = collectRoutePatterns(reactRouterConfig.routes);
    await writeFile(
      join(reactRouterConfig.buildDirectory, 'client', 'route-patterns.json'),
      `${JSON.stringify({ patterns }, null, 2)}\n`,
    );
  },
} satisfies Config;

export interface RouteManifestLike {
  readonly id: string;
  readonly parentId?: string;
  readonly path?: string;
  readonly index?: boolean;
}

function joinPaths(parent: string, child: string): string {
  const joined = `${parent.replace(/\/+$/, '')}/${child.replace(/^\/+/, '')}`;
  return joined.replace(/\/+$/, '') || '/';
}

function fullPathOf(route: RouteManifestLike, routes: Readonly<Record<string, RouteManifestLike>>) {
  const segments: string[] = [];
  let current: RouteManifestLike | undefined = route;
  while (current) {
    if (current.path) {
      segments.unshift(current.path);
    }
    current = current.parentId ? routes[current.parentId] : undefined;
  }
  return segments.reduce(joinPaths, '/');
}

/**
 * Every URL pattern the app answers, e.g. "/services" or "/careers/apply/:jobId". Layout
 * routes without a page of their own and the catch-all "*" (the 404 screen) are left out, so
 * whoever serves the build can answer 404 for anything that matches none of them.
 */
export function collectRoutePatterns(
  routes: Readonly<Record<string, RouteManifestLike>>,
): string[] {
  const patterns = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route.index && !route.path) {
      continue;
    }
    const pattern = fullPathOf(route, routes);
    if (pattern.includes('*')) {
      continue;
    }
    patterns.add(pattern);
  }
  return [...patterns].sort();
}

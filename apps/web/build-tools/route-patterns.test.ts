import { marketingRoutes, routePaths } from '@phi/contracts/navigation';
import { describe, expect, it } from 'vitest';
import routes from '../app/routes.ts';
import { collectRoutePatterns, type RouteManifestLike } from './route-patterns.ts';

describe('collectRoutePatterns', () => {
  it('joins nested paths, keeps index routes and leaves out layouts and the catch-all', () => {
    const manifest: Record<string, RouteManifestLike> = {
      root: { id: 'root', path: '' },
      home: { id: 'home', parentId: 'root', index: true },
      layout: { id: 'layout', parentId: 'root' },
      services: { id: 'services', parentId: 'layout', path: 'services' },
      iot: { id: 'iot', parentId: 'services', path: 'iot' },
      apply: { id: 'apply', parentId: 'root', path: 'careers/apply/:jobId' },
      notFound: { id: 'notFound', parentId: 'root', path: '*' },
    };
    expect(collectRoutePatterns(manifest)).toEqual([
      '/',
      '/careers/apply/:jobId',
      '/services',
      '/services/iot',
    ]);
  });
});

describe('routes.ts', () => {
  const manifest: Record<string, RouteManifestLike> = { root: { id: 'root', path: '' } };
  for (const [position, entry] of routes.entries()) {
    const id = entry.id ?? `route-${position}`;
    manifest[id] = { id, parentId: 'root', path: entry.path, index: entry.index };
  }
  const patterns = collectRoutePatterns(manifest);

  it('serves every marketing route and the job application route', () => {
    for (const route of marketingRoutes) {
      expect(patterns, route).toContain(route);
    }
    expect(patterns).toContain(routePaths.careersApply);
  });

  it('ends with the catch-all that shows the 404 screen', () => {
    expect(routes.at(-1)?.path).toBe('*');
  });
});

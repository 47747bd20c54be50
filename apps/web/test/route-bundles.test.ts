import { index, route } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { staticImportGraph, type ViteManifest } from '../build-tools/vite-manifest.ts';
import { clientEntryKey, manifestKeysForSource, routeFilesByPath } from './route-bundles.ts';

const manifest: ViteManifest = {
  'node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx': {
    file: 'assets/entry.client-a.js',
    src: 'node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx',
    isEntry: true,
    imports: ['_react-b.js'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  'app/root.tsx?__react-router-build-client-route': {
    file: 'assets/root-c.js',
    src: 'app/root.tsx?__react-router-build-client-route',
    isEntry: true,
    imports: ['_react-b.js', '_shell-d.js'],
  },
  '_shell-d.js': { file: 'assets/shell-d.js', imports: ['_react-b.js'] },
  'app/routes/home.tsx?__react-router-build-client-route': {
    file: 'assets/home-e.js',
    src: 'app/routes/home.tsx?__react-router-build-client-route',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['node_modules/three/build/three.module.js'],
  },
  'node_modules/three/build/three.module.js': {
    file: 'assets/three.module-f.js',
    src: 'node_modules/three/build/three.module.js',
    isDynamicEntry: true,
  },
};

describe('route bundles from the Vite manifest', () => {
  it('follows static imports and leaves dynamic imports out', () => {
    const start = [
      clientEntryKey(manifest),
      ...manifestKeysForSource(manifest, 'app/root.tsx'),
      ...manifestKeysForSource(manifest, 'app/routes/home.tsx'),
    ];
    expect(staticImportGraph(manifest, start)).toEqual([
      '_react-b.js',
      '_shell-d.js',
      'app/root.tsx?__react-router-build-client-route',
      'app/routes/home.tsx?__react-router-build-client-route',
      'node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx',
    ]);
  });

  it('fails loudly on a source the build did not emit', () => {
    expect(() => manifestKeysForSource(manifest, 'app/routes/missing.tsx')).toThrow(
      /app\/routes\/missing\.tsx/,
    );
  });

  it('maps nested route config paths to their files', () => {
    const config = [
      index('routes/home.tsx'),
      route('services', 'routes/services.tsx', [route('iot', 'routes/service-detail.tsx')]),
      route('*', 'routes/not-found.tsx'),
    ];
    const files = routeFilesByPath(config);
    expect(files.get('/')).toBe('routes/home.tsx');
    expect(files.get('/services')).toBe('routes/services.tsx');
    expect(files.get('/services/iot')).toBe('routes/service-detail.tsx');
  });
});

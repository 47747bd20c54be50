// Vite's build manifest (build/client/.vite/manifest.json, vite.config.ts keeps it): which chunk
// each source became and what it imports. The build finishes pages from it
// (prerendered-html.ts) and the bundle-size checks count from it (test/bundle-size.test.ts).

export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** Every manifest key reachable from `start` through static imports only, `start` included. */
export function staticImportGraph(manifest: ViteManifest, start: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...start];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) {
      continue;
    }
    const chunk = manifest[key];
    if (!chunk) {
      throw new Error(`the Vite manifest imports ${key} but has no entry for it`);
    }
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen].sort();
}

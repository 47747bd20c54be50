import { startIslandPage } from './lib/islands/island-page.ts';
import { type IslandModule, islandLoaders } from './lib/islands/island-registry.ts';

// The script of every prerendered page that does not run the whole app
// (build-tools/prerendered-html.ts names which do). Vite makes each island file a chunk.
startIslandPage(islandLoaders(import.meta.glob<IslandModule>('./**/*.island.tsx')));
